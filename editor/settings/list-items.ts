/**
 * Immutable helpers for list props (navigation links, topbar messages...): add, remove,
 * move, and read or replace a value at a path such as `[0, 'links', 2, 'url']`.
 */

/** A path inside a prop value: list indexes and object keys. */
export type ItemPath = readonly (string | number)[];

/** `list` with `item` inserted at `index` (default: the end). */
export function addItem<T>(list: readonly T[], item: T, index = list.length): T[] {
  const at = Math.max(0, Math.min(index, list.length));
  return [...list.slice(0, at), item, ...list.slice(at)];
}

/** `list` without the item at `index` (unchanged copy when out of range). */
export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** `list` with the item at `index` swapped with its neighbour; a copy when it cannot move. */
export function moveItem<T>(list: readonly T[], index: number, direction: 'up' | 'down'): T[] {
  const target = direction === 'up' ? index - 1 : index + 1;
  const next = [...list];
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return next;
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** The value at `path` inside `value`, or undefined. */
export function getIn(value: unknown, path: ItemPath): unknown {
  let current = value;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}

/** A copy of `value` with `next` at `path`; containers on the way are copied, never mutated. */
export function setIn(value: unknown, path: ItemPath, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[head] = setIn(list[head], rest, next);
    return list;
  }
  const object =
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? { ...(value as Record<string, unknown>) }
      : {};
  object[head] = setIn(object[head], rest, next);
  return object;
}

/** `'0.links.2.url'` -> `[0, 'links', 2, 'url']` (all-digit segments are indexes). */
export function parsePath(path: string): ItemPath {
  if (path === '') return [];
  return path.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** Deep equality for JSON-like values (props): primitives, arrays, plain objects. */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => isSameValue(item, b[i]));
  }
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  return (
    aKeys.length === Object.keys(b).length &&
    aKeys.every(
      (key) =>
        Object.hasOwn(bRecord, key) &&
        isSameValue((a as Record<string, unknown>)[key], bRecord[key]),
    )
  );
}
