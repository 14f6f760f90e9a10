/**
 * Turns one change of the components list into canvas patch ops, by reference checks only
 * (the store shares structure, so an untouched component is the same object). O(n).
 * Owns: the list -> PatchOp[] mapping. Not: sending (the editor shell), applying (the canvas).
 */
import { hasComponent, type Component, type PatchOp } from '../../shared';

/** Same component slot: same id, type, content type and variant (props may differ). */
function sameSlot(a: Component, b: Component): boolean {
  return (
    a.id === b.id && a.type === b.type && a.contentType === b.contentType && a.variant === b.variant
  );
}

/**
 * Props ops for every pair `prev[i]`/`next[i + shift]`, i in [from, to), that is a different
 * object in the same slot; false when a pair is not the same slot.
 */
function propsOps(
  prev: Component[],
  next: Component[],
  from: number,
  to: number,
  shift: number,
  ops: PatchOp[],
): boolean {
  for (let i = from; i < to; i++) {
    const a = prev[i]!;
    const b = next[i + shift]!;
    if (a === b) continue;
    if (!sameSlot(a, b)) return false;
    ops.push({ op: 'props', id: b.id, props: b.props });
  }
  return true;
}

/**
 * The ops turning `prev` into `next` (root list only: a change inside a top-level component,
 * container children included, is a `props` op with its full new props). One insert, remove or
 * move plus any props ops; null when the change is anything else (send a full render).
 */
export function diffComponents(prev: Component[], next: Component[]): PatchOp[] | null {
  if (prev === next) return [];
  const n = prev.length;
  const m = next.length;
  let start = 0;
  while (start < n && start < m && prev[start]!.id === next[start]!.id) start++;
  const ops: PatchOp[] = [];

  if (m === n) {
    if (start === n) return propsOps(prev, next, 0, n, 0, ops) ? ops : null;
    let end = n - 1;
    while (end > start && prev[end]!.id === next[end]!.id) end--;
    // One item moved from `start` down to `end`, or from `end` up to `start`.
    let movedFrom: number;
    let movedTo: number;
    let shift: number;
    if (prev[start]!.id === next[end]!.id && sameIds(prev, start + 1, next, start, end - start)) {
      [movedFrom, movedTo, shift] = [start, end, -1];
    } else if (
      prev[end]!.id === next[start]!.id &&
      sameIds(prev, start, next, start + 1, end - start)
    ) {
      [movedFrom, movedTo, shift] = [end, start, 1];
    } else {
      return null;
    }
    const moved = next[movedTo]!;
    ops.push({ op: 'move', id: moved.id, parentId: null, index: movedTo });
    const ok =
      propsOps(prev, next, 0, start, 0, ops) &&
      propsOps(prev, next, movedFrom, movedFrom + 1, movedTo - movedFrom, ops) &&
      (shift === -1
        ? propsOps(prev, next, start + 1, end + 1, -1, ops)
        : propsOps(prev, next, start, end, 1, ops)) &&
      propsOps(prev, next, end + 1, n, 0, ops);
    return ok ? ops : null;
  }

  if (m === n + 1) {
    // `next[start]` is the new one; everything after it is prev shifted by one.
    if (!sameIds(prev, start, next, start + 1, n - start)) return null;
    const component = next[start]!;
    const ok = propsOps(prev, next, 0, start, 0, ops) && propsOps(prev, next, start, n, 1, ops);
    if (!ok) return null;
    const insert: PatchOp = { op: 'insert', component, parentId: null, index: start };
    // Moved out of a container: the container's props op takes it out first, or the canvas
    // would hold its id twice and refuse the insert.
    return hasComponent(prev, component.id) ? [...ops, insert] : [insert, ...ops];
  }

  if (m === n - 1) {
    if (!sameIds(prev, start + 1, next, start, m - start)) return null;
    ops.push({ op: 'remove', id: prev[start]!.id });
    const ok =
      propsOps(prev, next, 0, start, 0, ops) && propsOps(prev, next, start + 1, n, -1, ops);
    return ok ? ops : null;
  }

  return null;
}

/** Whether `a[aFrom..aFrom+count)` and `b[bFrom..bFrom+count)` have the same ids in order. */
function sameIds(a: Component[], aFrom: number, b: Component[], bFrom: number, count: number) {
  for (let k = 0; k < count; k++) {
    if (a[aFrom + k]!.id !== b[bFrom + k]!.id) return false;
  }
  return true;
}
