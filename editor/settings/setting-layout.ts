/**
 * Which settings the panel shows and under which heading: `showIf` conditions against the
 * current props, and descriptors grouped by `group` in first-appearance order.
 */
import type { SettingDescriptor } from '../../shared';

/** The heading for descriptors without a `group`. */
export const DEFAULT_GROUP = 'General';

/** Whether `descriptor` shows for `props` (its `showIf` prop equals the value, or one of the values). */
export function isSettingVisible(
  descriptor: SettingDescriptor,
  props: Readonly<Record<string, unknown>>,
): boolean {
  const condition = descriptor.showIf;
  if (!condition) return true;
  const actual = props[condition.key];
  return Array.isArray(condition.equals)
    ? condition.equals.some((expected) => Object.is(expected, actual))
    : Object.is(condition.equals, actual);
}

export interface SettingGroup {
  name: string;
  settings: SettingDescriptor[];
}

/** Descriptors grouped by `group`, groups and settings in the order they first appear. */
export function groupSettings(settings: readonly SettingDescriptor[]): SettingGroup[] {
  const groups = new Map<string, SettingDescriptor[]>();
  for (const descriptor of settings) {
    const name = descriptor.group ?? DEFAULT_GROUP;
    const list = groups.get(name);
    if (list) list.push(descriptor);
    else groups.set(name, [descriptor]);
  }
  return [...groups].map(([name, list]) => ({ name, settings: list }));
}
