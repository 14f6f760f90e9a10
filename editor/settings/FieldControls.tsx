/**
 * The settings panel's input controls, one per setting kind (colour, spacing, unit number,
 * text, rich text, checkbox, select, number, image URL). Each takes a `commit` that
 * validates and applies a value, and keeps a local draft while the value is invalid.
 * Owns: control markup, labels, help and error wiring. Not: which prop a control edits.
 */
import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { mediaVariantUrl } from '../../shared';
import { toPickerHex } from './colour';
import { settleNumberText, submitNumberText, type NumberBounds } from './number-input';
import { usePickMedia } from './pick-media';
import { formatText, useFieldDraft } from './use-field-draft';
import type { CommitResult } from './validate-setting';

/** Validates `value`, commits it when valid; the committed value or the message to show. */
export type Commit = (value: unknown) => CommitResult;

export interface FieldProps {
  /** The input's `name`: the prop key, or a path such as `items.0.question`. */
  name: string;
  label: string;
  value: unknown;
  commit: Commit;
  help?: string | undefined;
  /** Set on the wrapper for top-level settings: the prop key. */
  dataSetting?: string | undefined;
}

export interface SelectOption {
  value: string | number;
  label: string;
}

/** The ids an input is described by: its help and its error, when shown. */
function describedBy(id: string, help: string | undefined, error: string | null) {
  const ids = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The aria attributes of an input with `help` that shows `error`. */
function ariaFor(id: string, help: string | undefined, error: string | null) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, help, error),
  } as const;
}

/**
 * A text draft of `field.value` whose typed text goes through `submit` (a commit), and the
 * props its input shares: id, name, value, aria and change handling.
 */
function useTextDraft(
  field: Pick<FieldProps, 'name' | 'value' | 'help'>,
  submit: (text: string) => CommitResult,
) {
  const id = useId();
  const draft = useFieldDraft(field.value, formatText);
  const onText = (text: string) => draft.record(text, submit(text));
  const input = {
    id,
    name: field.name,
    value: draft.text,
    ...ariaFor(id, field.help, draft.error),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onText(e.target.value),
  };
  return { id, draft, onText, input };
}

function FieldHelp({
  id,
  help,
  error,
}: {
  id: string;
  help?: string | undefined;
  error: string | null;
}) {
  return (
    <>
      {help ? (
        <p id={`${id}-help`} className="be-settings-help">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="be-settings-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A control's wrapper: its label, the control, then its help and error. */
function FieldShell(props: {
  field: Pick<FieldProps, 'label' | 'help' | 'dataSetting'>;
  id: string;
  error: string | null;
  kind: string;
  children: ReactNode;
}) {
  const { field, id } = props;
  return (
    <div
      className={`be-settings-field be-settings-field-${props.kind}`}
      data-setting={field.dataSetting}
    >
      <label htmlFor={id} className="be-settings-label">
        {field.label}
      </label>
      {props.children}
      <FieldHelp id={id} help={field.help} error={props.error} />
    </div>
  );
}

/**
 * A text draft of a number prop: typed numbers are committed when the schema takes them;
 * leaving the field (blur or Enter) clamps a number out of `bounds` into them and commits it.
 * The input props carry `bounds` as `min` and `max`.
 */
function useNumberDraft(
  field: Pick<FieldProps, 'name' | 'value' | 'help'>,
  bounds: NumberBounds,
  commit: (value: number) => CommitResult,
  /** Empty text commits this (a length left to the theme: `null`). */
  empty?: { value: null; commit: (value: null) => CommitResult },
) {
  const { id, draft, input, onText } = useTextDraft(field, (text) =>
    empty && text.trim() === '' ? empty.commit(null) : submitNumberText(text, commit),
  );
  const settle = () => {
    const settled = settleNumberText(draft.text, bounds, commit);
    if (settled) draft.record(settled.text, settled.result);
  };
  return {
    id,
    draft,
    onText,
    input: {
      ...input,
      min: bounds.min,
      max: bounds.max,
      onBlur: settle,
      onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key === 'Enter') settle();
      },
    },
  };
}

/** A number input (`be-settings-number`); empty `step` allows any number. */
function NumberInput(
  props: ReturnType<typeof useNumberDraft>['input'] & {
    inputMode: 'decimal' | 'numeric';
    step?: number | undefined;
    placeholder?: string | undefined;
  },
) {
  return (
    <input
      {...props}
      type="number"
      className="be-settings-input be-settings-number"
      step={props.step ?? 'any'}
    />
  );
}

export interface TextFieldProps extends FieldProps {
  placeholder?: string | undefined;
  /** Render a textarea with this many rows instead of a one-line input. */
  rows?: number | undefined;
  /** The id of a datalist of suggestions (page links). */
  listId?: string | undefined;
}

/** A one-line text input, or a textarea when `rows` is set. */
export function TextField(props: TextFieldProps) {
  const { id, draft, input } = useTextDraft(props, props.commit);
  const common = { ...input, placeholder: props.placeholder };
  return (
    <FieldShell field={props} id={id} error={draft.error} kind={props.rows ? 'textarea' : 'text'}>
      {props.rows ? (
        <textarea
          {...common}
          className="be-settings-input be-settings-textarea"
          rows={props.rows}
        />
      ) : (
        <input
          {...common}
          type="text"
          className="be-settings-input"
          list={props.listId}
          autoComplete="off"
        />
      )}
    </FieldShell>
  );
}

/** Wraps the selection of a textarea's text in `before`/`after`; the new text and selection. */
export function wrapSelection(
  text: string,
  start: number,
  end: number,
  before: string,
  after: string,
): { text: string; start: number; end: number } {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(text.length, Math.max(start, end));
  return {
    text: text.slice(0, from) + before + text.slice(from, to) + after + text.slice(to),
    start: from + before.length,
    end: to + before.length,
  };
}

const richTextActions = [
  { label: 'Bold', glyph: 'B', before: '<strong>', after: '</strong>' },
  { label: 'Italic', glyph: 'I', before: '<em>', after: '</em>' },
  { label: 'Link', glyph: '🔗', before: '<a href="/">', after: '</a>' },
] as const;

/** A textarea of HTML with a small toolbar wrapping the selection in bold, italic or a link. */
export function RichTextField(props: FieldProps) {
  const field = { ...props, help: props.help ?? 'HTML: headings, paragraphs, lists and links.' };
  const { id, draft, onText, input } = useTextDraft(field, field.commit);
  const area = useRef<HTMLTextAreaElement>(null);
  const wrap = (before: string, after: string) => {
    const el = area.current;
    if (!el) return;
    const next = wrapSelection(el.value, el.selectionStart, el.selectionEnd, before, after);
    onText(next.text);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(next.start, next.end);
    });
  };
  return (
    <FieldShell field={field} id={id} error={draft.error} kind="richtext">
      <div className="be-settings-toolbar" role="toolbar" aria-label={`${props.label} formatting`}>
        {richTextActions.map((action) => (
          <button
            key={action.label}
            type="button"
            className="be-settings-tool"
            aria-label={action.label}
            title={action.label}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => wrap(action.before, action.after)}
          >
            {action.glyph}
          </button>
        ))}
      </div>
      <textarea
        {...input}
        ref={area}
        className="be-settings-input be-settings-textarea be-settings-code"
        rows={10}
        spellCheck={false}
      />
    </FieldShell>
  );
}

export interface NumberFieldProps extends FieldProps {
  /** The prop schema's bounds: the input's `min` and `max`, and where leaving it clamps to. */
  bounds: NumberBounds;
  step?: number | undefined;
  /**
   * The length may come from the theme (an empty field, `null`): the theme's value, shown as
   * the placeholder; "Use theme" empties a value of the section's own.
   */
  fromTheme?: number | undefined;
}

/**
 * A number input; empty or garbled text shows "Enter a number" and is not committed, a number
 * out of bounds shows the schema's message and is clamped into the bounds on blur or Enter.
 */
export function NumberField(props: NumberFieldProps) {
  const empty = props.fromTheme === undefined ? undefined : { value: null, commit: props.commit };
  const { id, draft, input, onText } = useNumberDraft(props, props.bounds, props.commit, empty);
  if (props.fromTheme === undefined)
    return (
      <FieldShell field={props} id={id} error={draft.error} kind="number">
        <NumberInput {...input} inputMode="decimal" step={props.step} />
      </FieldShell>
    );
  return (
    <FieldShell field={props} id={id} error={draft.error} kind="number">
      <div className="be-settings-color-row">
        <NumberInput
          {...input}
          inputMode="decimal"
          step={props.step}
          placeholder={`From theme: ${props.fromTheme}`}
        />
        {draft.text !== '' ? (
          <InheritButton
            label="Use theme"
            title={`Use the theme's value (${props.fromTheme})`}
            onClick={() => onText('')}
          />
        ) : null}
      </div>
    </FieldShell>
  );
}

/** Empties a value of the section's own, so the field takes the scheme's or theme's again. */
function InheritButton(props: { label: string; title: string; onClick(): void }) {
  return (
    <button
      type="button"
      className="be-settings-scheme-reset"
      onClick={props.onClick}
      title={props.title}
    >
      {props.label}
    </button>
  );
}

/** A colour: a swatch opening the native picker, and a text input taking any CSS colour. */
export interface ColorFieldProps extends FieldProps {
  /**
   * The colour may come from the section's scheme (an empty value): what it then shows, e.g.
   * "Headings of Light", and that colour.
   */
  fromScheme?: string | undefined;
  schemeColor?: string | undefined;
}

export function ColorField(props: ColorFieldProps) {
  const { id, draft, onText, input } = useTextDraft(props, props.commit);
  const scheme =
    props.fromScheme !== undefined && draft.text === '' ? props.schemeColor : undefined;
  const picker = toPickerHex(draft.text) ?? toPickerHex(props.value) ?? toPickerHex(scheme ?? '');
  const swatch = scheme ?? (typeof props.value === 'string' ? props.value : 'transparent');
  return (
    <FieldShell field={props} id={id} error={draft.error} kind="color">
      <div className="be-settings-color-row">
        <span className="be-settings-swatch">
          <span className="be-settings-swatch-fill" style={{ background: swatch }} />
          <input
            type="color"
            className="be-settings-swatch-input"
            aria-label={`${props.label}: pick a colour`}
            // The native picker only speaks #rrggbb; any other CSS colour starts it at black.
            value={picker ?? '#000000'}
            onChange={(e) => onText(e.target.value)}
          />
        </span>
        <input
          {...input}
          type="text"
          className="be-settings-input"
          autoComplete="off"
          spellCheck={false}
          placeholder={
            props.fromScheme !== undefined ? `From scheme: ${props.fromScheme}` : undefined
          }
        />
        {props.fromScheme !== undefined && draft.text !== '' ? (
          <InheritButton
            label="Use scheme"
            title={`Use the scheme's colour (${props.fromScheme})`}
            onClick={() => onText('')}
          />
        ) : null}
      </div>
    </FieldShell>
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField(props: FieldProps) {
  const id = useId();
  const draft = useFieldDraft(props.value, (v) => (v === true ? 'true' : 'false'));
  const checked = draft.text === 'true';
  return (
    <div className="be-settings-field be-settings-field-checkbox" data-setting={props.dataSetting}>
      <div className="be-settings-check">
        <input
          id={id}
          type="checkbox"
          name={props.name}
          checked={checked}
          {...ariaFor(id, props.help, draft.error)}
          onChange={(e) => {
            const next = e.target.checked;
            draft.record(String(next), props.commit(next));
          }}
        />
        <label htmlFor={id} className="be-settings-label">
          {props.label}
        </label>
      </div>
      <FieldHelp id={id} help={props.help} error={draft.error} />
    </div>
  );
}

export interface SelectFieldProps extends FieldProps {
  options: readonly SelectOption[];
}

/** A select; option values keep their type (numbers stay numbers). */
export function SelectField(props: SelectFieldProps) {
  const id = useId();
  const draft = useFieldDraft(props.value, formatText);
  const current = props.options.some((o) => String(o.value) === draft.text) ? draft.text : '';
  return (
    <FieldShell field={props} id={id} error={draft.error} kind="select">
      <select
        id={id}
        name={props.name}
        className="be-settings-input be-settings-select"
        value={current}
        {...ariaFor(id, props.help, draft.error)}
        onChange={(e) => {
          const option = props.options.find((o) => String(o.value) === e.target.value);
          if (!option) return;
          draft.record(e.target.value, props.commit(option.value));
        }}
      >
        {current === '' ? (
          <option value="" disabled>
            Choose…
          </option>
        ) : null}
        {props.options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/**
 * An image: a URL input, a preview thumbnail and a remove button, plus "Choose from library"
 * when the host lent the builder its image library (pick-media.ts).
 */
export function ImageField(props: FieldProps & { placeholder?: string | undefined }) {
  const { id, draft, onText, input } = useTextDraft(props, props.commit);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const pickMedia = usePickMedia();
  const [picking, setPicking] = useState(false);
  const src = typeof props.value === 'string' ? props.value : '';
  const choose = () => {
    if (!pickMedia || picking) return;
    setPicking(true);
    pickMedia({ label: props.label })
      .then((url) => {
        if (url) onText(url);
      })
      // A library that fails to open leaves the field as it was; the host reports why.
      .catch(() => undefined)
      .finally(() => setPicking(false));
  };
  return (
    <FieldShell field={props} id={id} error={draft.error} kind="file">
      <div className="be-settings-image">
        <div className="be-settings-thumb">
          {src === '' ? (
            <span className="be-settings-thumb-empty">No image selected</span>
          ) : brokenSrc === src ? (
            <span className="be-settings-thumb-empty">Image could not be loaded</span>
          ) : (
            <img
              src={mediaVariantUrl(src, 640) ?? src}
              alt={`${props.label} preview`}
              onError={() => setBrokenSrc(src)}
            />
          )}
        </div>
        <input
          {...input}
          type="text"
          inputMode="url"
          className="be-settings-input"
          autoComplete="off"
          spellCheck={false}
          placeholder={props.placeholder ?? 'https://… or /images/photo.jpg'}
        />
        {pickMedia || src !== '' ? (
          <div className="be-settings-image-actions">
            {pickMedia ? (
              <button
                type="button"
                className="be-settings-button be-settings-button-small"
                onClick={choose}
                disabled={picking}
              >
                Choose from library<span className="be-visually-hidden"> for {props.label}</span>
              </button>
            ) : null}
            {src !== '' ? (
              <button
                type="button"
                className="be-settings-button be-settings-button-small"
                onClick={() => onText('')}
              >
                Remove image
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </FieldShell>
  );
}

const sides = ['top', 'right', 'bottom', 'left'] as const;
type Side = (typeof sides)[number];
type SpacingValue = Record<Side, number>;
const sideLabels: Record<Side, string> = {
  top: 'Top',
  right: 'Right',
  bottom: 'Bottom',
  left: 'Left',
};

/** A spacing prop as four numbers (missing or broken sides read as 0). */
export function toSpacing(value: unknown): SpacingValue {
  const record = (value ?? {}) as Partial<Record<Side, unknown>>;
  const side = (s: Side) => (typeof record[s] === 'number' ? (record[s] as number) : 0);
  return { top: side('top'), right: side('right'), bottom: side('bottom'), left: side('left') };
}

function isUniform(spacing: SpacingValue): boolean {
  return sides.every((side) => spacing[side] === spacing.top);
}

function SpacingSide(props: {
  name: string;
  side: Side;
  value: number;
  bounds: NumberBounds;
  commit: (side: Side, value: number) => CommitResult;
}) {
  const { id, draft, input } = useNumberDraft(
    { name: `${props.name}.${props.side}`, value: props.value },
    props.bounds,
    (value) => props.commit(props.side, value),
  );
  return (
    <div className="be-settings-side">
      <label htmlFor={id} className="be-settings-side-label">
        {sideLabels[props.side]}
      </label>
      <NumberInput {...input} inputMode="numeric" step={1} />
      <FieldHelp id={id} error={draft.error} />
    </div>
  );
}

/** Margin or padding: four px inputs (Top/Right/Bottom/Left) and a toggle linking them. */
export function SpacingField(props: FieldProps & { bounds: NumberBounds }) {
  const id = useId();
  const spacing = toSpacing(props.value);
  const [linked, setLinked] = useState(() => isUniform(spacing));
  const [linkError, setLinkError] = useState<string | null>(null);
  const commitSide = (side: Side, value: number): CommitResult => {
    const next = linked
      ? { top: value, right: value, bottom: value, left: value }
      : { ...spacing, [side]: value };
    const result = props.commit(next);
    return result.ok ? { ok: true, value: toSpacing(result.value)[side] } : result;
  };
  const toggleLinked = () => {
    if (!linked && !isUniform(spacing)) {
      const v = spacing.top;
      const result = props.commit({ top: v, right: v, bottom: v, left: v });
      if (!result.ok) {
        setLinkError(result.message);
        return;
      }
    }
    setLinkError(null);
    setLinked(!linked);
  };
  return (
    <div
      className="be-settings-field be-settings-field-spacing"
      data-setting={props.dataSetting}
      role="group"
      aria-labelledby={`${id}-label`}
    >
      <div className="be-settings-row">
        <span id={`${id}-label`} className="be-settings-label">
          {props.label} <span className="be-settings-unit-hint">(px)</span>
        </span>
        <button
          type="button"
          className="be-settings-link-toggle"
          aria-pressed={linked}
          title="Use one value for all four sides"
          onClick={toggleLinked}
        >
          Link sides
        </button>
      </div>
      <div className="be-settings-sides">
        {sides.map((side) => (
          <SpacingSide
            key={side}
            name={props.name}
            side={side}
            value={spacing[side]}
            bounds={props.bounds}
            commit={commitSide}
          />
        ))}
      </div>
      <FieldHelp id={id} help={props.help} error={linkError} />
    </div>
  );
}

export interface UnitNumberFieldProps extends FieldProps {
  units: readonly string[];
  /** The bounds of the number (the schema's `value`). */
  bounds: NumberBounds;
  step?: number | undefined;
}

/** A number with a CSS unit: number input `name`, unit select `${name}.unit`. */
export function UnitNumberField(props: UnitNumberFieldProps) {
  const record = (props.value ?? {}) as { value?: unknown; unit?: unknown };
  const amount = typeof record.value === 'number' ? record.value : 0;
  const unit = typeof record.unit === 'string' ? record.unit : (props.units[0] ?? 'px');
  const units = props.units.includes(unit) ? props.units : [unit, ...props.units];
  const { draft, input } = useNumberDraft(
    { name: props.name, value: amount, help: props.help },
    props.bounds,
    (value) => {
      const result = props.commit({ value, unit });
      return result.ok ? { ok: true, value: (result.value as { value: number }).value } : result;
    },
  );
  const [unitError, setUnitError] = useState<string | null>(null);
  const error = draft.error ?? unitError;
  return (
    <FieldShell field={props} id={input.id} error={error} kind="unit">
      <div className="be-settings-unit-row">
        <NumberInput
          {...input}
          {...ariaFor(input.id, props.help, error)}
          inputMode="decimal"
          step={props.step}
        />
        <select
          name={`${props.name}.unit`}
          className="be-settings-input be-settings-unit"
          aria-label={`${props.label} unit`}
          value={unit}
          onChange={(e) => {
            const result = props.commit({ value: amount, unit: e.target.value });
            setUnitError(result.ok ? null : result.message);
          }}
        >
          {units.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
      </div>
    </FieldShell>
  );
}
