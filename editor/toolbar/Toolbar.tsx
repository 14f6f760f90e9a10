/**
 * The builder's top bar: back to the pages list, the page title, undo/redo, the screen size
 * switch, the preview toggle, save status, Save, Publish and a link to the live page.
 * Owns: the bar's markup. Not: saving (save/save-controller.ts), history (editor/state).
 */
import type { ScreenSize } from '../../protocol';
import { useBuilder, useBuilderHistory, useBuilderStore } from '../state';
import { Icon } from '../icons/Icon';
import { IconButton } from '../icons/IconButton';

const SCREENS: readonly { size: ScreenSize; label: string }[] = [
  { size: 'desktop', label: 'Desktop' },
  { size: 'tablet', label: 'Tablet' },
  { size: 'mobile', label: 'Mobile' },
];

export interface ToolbarProps {
  title: string;
  exitHref: string;
  storefrontUrl: string;
  statusText: string;
  /** The status is an error (shown in the danger colour). */
  statusIsError: boolean;
  /** Save and Publish are off (a conflict is being resolved). */
  saveDisabled: boolean;
  onSave(): void;
  onPublish(): void;
}

export function Toolbar(props: ToolbarProps) {
  const store = useBuilderStore();
  const { canUndo, canRedo, undo, redo } = useBuilderHistory();
  const screenSize = useBuilder((s) => s.screenSize);
  const preview = useBuilder((s) => s.preview);
  return (
    <header className="be-toolbar">
      <a className="be-back" href={props.exitHref}>
        <Icon name="arrow-left" size={16} />
        <span>
          <span className="be-visually-hidden">Back to </span>Pages
        </span>
      </a>
      <h1 className="be-title" title={props.title}>
        {props.title}
      </h1>
      <div className="be-toolbar-group" role="group" aria-label="History">
        <IconButton
          icon="undo"
          label="Undo"
          title="Undo (Ctrl+Z)"
          disabled={!canUndo}
          onClick={undo}
        />
        <IconButton
          icon="redo"
          label="Redo"
          title="Redo (Ctrl+Shift+Z)"
          disabled={!canRedo}
          onClick={redo}
        />
      </div>
      <div className="be-segmented" role="group" aria-label="Screen size">
        {SCREENS.map(({ size, label }) => (
          <button
            key={size}
            type="button"
            className="be-segment"
            aria-pressed={screenSize === size}
            onClick={() => store.getState().setScreenSize(size)}
          >
            <Icon name={size} size={16} />
            <span className="be-segment-label">{label}</span>
          </button>
        ))}
      </div>
      <button
        type="button"
        className="be-toggle"
        aria-pressed={preview}
        onClick={() => store.getState().togglePreview()}
      >
        <Icon name="eye" size={16} />
        <span>Preview</span>
      </button>
      <div className="be-toolbar-end">
        <span
          className={`be-save-status${props.statusIsError ? ' be-save-status-error' : ''}`}
          data-testid="save-status"
          aria-live="polite"
        >
          {props.statusText}
        </span>
        <button
          type="button"
          className="be-button be-button-secondary"
          disabled={props.saveDisabled}
          onClick={props.onSave}
        >
          Save
        </button>
        <button
          type="button"
          className="be-button be-button-primary"
          disabled={props.saveDisabled}
          onClick={props.onPublish}
        >
          Publish
        </button>
        <a
          className="be-view-link"
          href={props.storefrontUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span>View page</span>
          <Icon name="external" size={14} />
          <span className="be-visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </header>
  );
}
