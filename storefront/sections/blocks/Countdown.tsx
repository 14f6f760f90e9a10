/**
 * The countdown block: days, hours and minutes until `endsAt` (UTC when it names no zone),
 * then its "ended" text. The server draws dashes (its clock is not the shopper's); the
 * browser fills the numbers once hydrated and every 30 seconds after, without a mismatch.
 */
import { useSyncExternalStore } from 'react';

const TICK_MS = 30_000;

function subscribe(onChange: () => void) {
  const timer = setInterval(onChange, TICK_MS);
  return () => clearInterval(timer);
}
/** The minute now, so the snapshot stays equal between ticks. */
const nowMinute = () => Math.floor(Date.now() / 60_000) * 60_000;
const serverNow = () => null;

/** `endsAt` as ms since the epoch; a moment without a zone is UTC. */
export function endsAtMs(endsAt: string): number {
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(endsAt) ? endsAt : `${endsAt}Z`;
  return Date.parse(zoned);
}

/** Whole days, hours and minutes from `now` to `end` (all 0 once passed). */
export function timeLeft(end: number, now: number) {
  const minutes = Math.max(0, Math.ceil((end - now) / 60_000));
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

export function Countdown({
  endsAt,
  label,
  endedText,
  color,
  ...marks
}: {
  endsAt: string;
  label: string;
  endedText: string;
  color: string;
  'data-block-id': string;
  'data-block-type': string;
}) {
  const now = useSyncExternalStore(subscribe, nowMinute, serverNow);
  if (!endsAt) return null;
  const end = endsAtMs(endsAt);
  if (now !== null && end <= now) {
    return (
      <p {...marks} className="sf-block-countdown" style={{ color }}>
        {endedText}
      </p>
    );
  }
  const left = now === null ? null : timeLeft(end, now);
  const units = [
    ['days', left?.days],
    ['hours', left?.hours],
    ['minutes', left?.minutes],
  ] as const;
  return (
    <div {...marks} className="sf-block-countdown" style={{ color }}>
      {label ? <span className="sf-block-countdown__label">{label}</span> : null}
      <time className="sf-block-countdown__units" dateTime={new Date(end).toISOString()}>
        {units.map(([unit, value]) => (
          <span key={unit} className="sf-block-countdown__unit">
            <span className="sf-block-countdown__value">
              {value === undefined ? '--' : String(value).padStart(2, '0')}
            </span>{' '}
            <span className="sf-block-countdown__name">{unit}</span>
          </span>
        ))}
      </time>
    </div>
  );
}
