/**
 * The field rules several API contracts share, so each error message is written once: a value
 * from a fixed list, ids (UUIDs named in the error), trimmed text with a length limit
 * (optional or required), one-line text, and IANA time zones.
 */
import { z } from 'zod';

/** One of `values`; the error names the field `name` and lists them ("sort must be one of …"). */
export const oneOf = /* @__NO_SIDE_EFFECTS__ */ <const T extends readonly string[]>(
  name: string,
  values: T,
) => z.enum(values, { error: `${name} must be one of ${values.join(', ')}` });

/** An id (UUID); the error names the field `name`. */
export const idSchema = /* @__NO_SIDE_EFFECTS__ */ (name: string) =>
  z.uuid({ error: `${name} must be an id (UUID)` });

/** Text, trimmed, at most `max` characters; may be empty. */
export const boundedText = /* @__NO_SIDE_EFFECTS__ */ (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/** No control characters in one-line texts (they reach email headers and CSV cells). */
const SINGLE_LINE = /^[^\p{Cc}]*$/u;

/** `boundedText` on one line: no control characters. */
export const oneLineText = /* @__NO_SIDE_EFFECTS__ */ (label: string, max: number) =>
  boundedText(label, max).regex(SINGLE_LINE, `${label} must be one line`);

/** Required text, trimmed, at most `max` characters: "`label` is required" when absent or blank. */
export const requiredText = /* @__NO_SIDE_EFFECTS__ */ (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** `requiredText` on one line: no control characters. */
export const requiredLine = /* @__NO_SIDE_EFFECTS__ */ (label: string, max: number) =>
  requiredText(label, max).regex(SINGLE_LINE, `${label} must be one line`);

/** An IANA time zone the runtime knows (`Europe/Paris`); the error names the field `name`. */
export const timeZoneField = /* @__NO_SIDE_EFFECTS__ */ (name: string) =>
  z
    .string({ error: `${name} must be a time zone such as Europe/Paris` })
    .max(64, `${name} is too long`)
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, `${name} must be a time zone such as Europe/Paris`)
    .meta({ examples: ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Tokyo'] });
