/**
 * The alerts above the canvas: a save conflict (with its two ways out), a protocol version
 * mismatch, canvas errors (dismissible). Inline, since the editor has no toasts.
 * Owns: their markup. Not: when they appear (BuilderShell).
 */
import type { CanvasAlert } from '../frame/canvas-bridge';

export const CONFLICT_TEXT =
  'This page was changed in another tab or window. Reload latest to get it (your changes here are discarded), or Overwrite with mine to save what you see.';

export interface ConflictAlertProps {
  busy: boolean;
  /** Why the last attempt to resolve it failed, if it did. */
  problem: string | null;
  onReload(): void;
  onOverwrite(): void;
}

export function ConflictAlert({ busy, problem, onReload, onOverwrite }: ConflictAlertProps) {
  return (
    <div role="alert" className="be-alert be-alert-warning">
      <p className="be-alert-text">{CONFLICT_TEXT}</p>
      {problem && <p className="be-alert-text be-alert-problem">{problem}</p>}
      <div className="be-alert-actions">
        <button
          type="button"
          className="be-button be-button-secondary"
          disabled={busy}
          onClick={onReload}
        >
          Reload latest
        </button>
        <button
          type="button"
          className="be-button be-button-primary"
          disabled={busy}
          onClick={onOverwrite}
        >
          Overwrite with mine
        </button>
      </div>
    </div>
  );
}

export interface CanvasAlertsProps {
  alerts: readonly CanvasAlert[];
  onDismiss(alert: CanvasAlert): void;
}

export function CanvasAlerts({ alerts, onDismiss }: CanvasAlertsProps) {
  return (
    <>
      {alerts.map((alert) => (
        <div
          key={alert.message}
          role="alert"
          className={`be-alert ${alert.kind === 'mismatch' ? 'be-alert-error' : 'be-alert-warning'}`}
        >
          <p className="be-alert-text">{alert.message}</p>
          {alert.kind !== 'mismatch' && (
            <button
              type="button"
              className="be-icon-button be-alert-dismiss"
              aria-label="Dismiss"
              onClick={() => onDismiss(alert)}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
      ))}
    </>
  );
}
