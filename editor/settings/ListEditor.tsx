/**
 * The building blocks of the list editors: a list with add / remove / move up / move down
 * per item, and a memoized field editing one value inside a list prop by path.
 * Owns: list item chrome and nested-field commits. Not: which fields an item has.
 */
import { memo, useCallback, useId, useState, type ReactNode } from 'react';
import {
  CheckboxField,
  ColorField,
  ImageField,
  NumberField,
  SelectField,
  TextField,
  type SelectOption,
} from './FieldControls';
import { addItem, moveItem, parsePath, removeItem, type ItemPath } from './list-items';
import type { NumberBounds } from './number-input';
import type { CommitResult } from './validate-setting';

/** Replaces the value at `path` inside a list prop, validates the whole prop and commits it. */
export type CommitAt = (path: ItemPath, value: unknown) => CommitResult;

export type ItemFieldKind =
  'text' | 'textarea' | 'number' | 'color' | 'select' | 'checkbox' | 'image';

export interface ItemFieldProps {
  /** The top-level prop key, e.g. `items`. */
  settingKey: string;
  /** The value's path inside the prop, e.g. `0.question`; the input is named `${settingKey}.${path}`. */
  path: string;
  kind: ItemFieldKind;
  label: string;
  value: unknown;
  commitAt: CommitAt;
  options?: readonly SelectOption[] | undefined;
  /** For numbers: the item schema's bounds. */
  bounds?: NumberBounds | undefined;
  step?: number | undefined;
  placeholder?: string | undefined;
  listId?: string | undefined;
  help?: string | undefined;
  rows?: number | undefined;
}

/** One field of a list item; re-renders only when its own value changes. */
export const ItemField = memo(function ItemField(props: ItemFieldProps) {
  const { commitAt, path } = props;
  const commit = useCallback(
    (value: unknown) => commitAt(parsePath(path), value),
    [commitAt, path],
  );
  const field = {
    name: `${props.settingKey}.${path}`,
    label: props.label,
    value: props.value,
    commit,
    help: props.help,
  };
  switch (props.kind) {
    case 'text':
      return <TextField {...field} placeholder={props.placeholder} listId={props.listId} />;
    case 'textarea':
      return <TextField {...field} placeholder={props.placeholder} rows={props.rows ?? 4} />;
    case 'number':
      return <NumberField {...field} bounds={props.bounds ?? {}} step={props.step} />;
    case 'color':
      return <ColorField {...field} />;
    case 'select':
      return <SelectField {...field} options={props.options ?? []} />;
    case 'checkbox':
      return <CheckboxField {...field} />;
    case 'image':
      return <ImageField {...field} placeholder={props.placeholder} />;
  }
});

/** `path` joined with one more segment (`''` + 0 -> `'0'`, `'0.links'` + 2 -> `'0.links.2'`). */
export function joinPath(path: string, segment: string | number): string {
  return path === '' ? String(segment) : `${path}.${segment}`;
}

/** A list prop's items (anything else reads as an empty list). */
export function asList(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Field `key` of a list item. */
export function itemValue(item: unknown, key: string): unknown {
  return item !== null && typeof item === 'object'
    ? (item as Record<string, unknown>)[key]
    : undefined;
}

/** Field `key` of a list item as text ('' when missing). */
export function itemText(item: unknown, key: string): string {
  const value = itemValue(item, key);
  return typeof value === 'string' ? value : '';
}

/** The ids of the items that have one. */
export function itemIds(items: readonly unknown[]): string[] {
  return items.map((item) => itemText(item, 'id')).filter((id) => id !== '');
}

/** A stable React key: the item's id when it has one, else its position. */
function itemKey(item: unknown, index: number): string {
  const id = itemText(item, 'id');
  return id === '' ? `#${index}` : id;
}

export interface ItemActionsProps {
  noun: string;
  index: number;
  count: number;
  onMove(direction: 'up' | 'down'): void;
  onRemove(): void;
}

/** Move up / move down / remove buttons for item `index` of `count`. */
export function ItemActions({ noun, index, count, onMove, onRemove }: ItemActionsProps) {
  const which = `${noun} ${index + 1}`;
  return (
    <div className="be-settings-item-actions">
      <button
        type="button"
        className="be-settings-icon-button"
        aria-label={`Move ${which} up`}
        title="Move up"
        disabled={index === 0}
        onClick={() => onMove('up')}
      >
        ↑
      </button>
      <button
        type="button"
        className="be-settings-icon-button"
        aria-label={`Move ${which} down`}
        title="Move down"
        disabled={index === count - 1}
        onClick={() => onMove('down')}
      >
        ↓
      </button>
      <button
        type="button"
        className="be-settings-icon-button be-settings-danger"
        aria-label={`Remove ${which}`}
        title="Remove"
        onClick={onRemove}
      >
        ×
      </button>
    </div>
  );
}

export interface ListEditorProps {
  settingKey: string;
  /** The list's path inside the prop: `''` for the prop itself, `'0.links'` for a nested list. */
  path: string;
  label: string;
  help?: string | undefined;
  items: readonly unknown[];
  /** What one item is called, in lower case: 'question', 'link'. */
  noun: string;
  itemTitle(item: unknown, index: number): string;
  /** A new valid item, or undefined when none can be made. */
  createItem(items: readonly unknown[]): unknown;
  commitAt: CommitAt;
  /** The item's fields; without it an item is only its head (title and actions). */
  renderItem?(item: unknown, index: number, itemPath: string): ReactNode;
  /** The wrapper's `data-setting` (top-level lists: the prop key). */
  dataSetting?: string | undefined;
}

/** A list of items with per-item actions and an add button; list-level errors show below it. */
export function ListEditor(props: ListEditorProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const { items, noun } = props;
  const apply = (next: readonly unknown[]): boolean => {
    const result = props.commitAt(parsePath(props.path), next);
    setError(result.ok ? null : result.message);
    return result.ok;
  };
  const add = () => {
    const item = props.createItem(items);
    if (item === undefined) {
      setError(`A new ${noun} could not be created`);
      return;
    }
    apply(addItem(items, item));
  };
  return (
    <div
      className="be-settings-field be-settings-list"
      data-setting={props.dataSetting}
      data-list={`${props.settingKey}${props.path ? `.${props.path}` : ''}`}
      role="group"
      aria-labelledby={`${id}-label`}
    >
      <span id={`${id}-label`} className="be-settings-label">
        {props.label}
      </span>
      {props.help ? <p className="be-settings-help">{props.help}</p> : null}
      {items.length === 0 ? (
        <p className="be-settings-empty">Nothing here yet.</p>
      ) : (
        <ol className="be-settings-items">
          {items.map((item, index) => (
            <li key={itemKey(item, index)} className="be-settings-item">
              <div className="be-settings-item-head">
                <span className="be-settings-item-title">{props.itemTitle(item, index)}</span>
                <ItemActions
                  noun={noun}
                  index={index}
                  count={items.length}
                  onMove={(direction) => apply(moveItem(items, index, direction))}
                  onRemove={() => apply(removeItem(items, index))}
                />
              </div>
              {props.renderItem ? (
                <div className="be-settings-item-body">
                  {props.renderItem(item, index, joinPath(props.path, index))}
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <button
        type="button"
        className="be-settings-button be-settings-add"
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={add}
      >
        + Add {noun}
      </button>
      {error ? (
        <p id={`${id}-error`} className="be-settings-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
