/**
 * Which settings groups are open when a section's form appears: the ones the merchant last
 * left open on a section of that type (this page load), else only the first. Collapsed groups
 * stay mounted but hidden, so a select styles and lays out the open groups only.
 */
import type { SettingGroup } from './setting-layout';

const openedByType = new Map<string, ReadonlySet<string>>();

/** The groups open at first for a section of `type` with these `groups`. */
export function initialOpenGroups(
  type: string,
  groups: readonly Pick<SettingGroup, 'name'>[],
): ReadonlySet<string> {
  return openedByType.get(type) ?? new Set(groups.slice(0, 1).map((group) => group.name));
}

/** Remembers the groups now open on a section of `type`, for the next one selected. */
export function rememberOpenGroups(type: string, open: ReadonlySet<string>): void {
  openedByType.set(type, open);
}

/** Forgets every remembered choice (tests). */
export function forgetOpenGroups(): void {
  openedByType.clear();
}
