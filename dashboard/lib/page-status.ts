/**
 * A page's publishing status as the pages screen shows it: never published (Draft), live
 * and unchanged (Published), or live with a newer draft saved (Unpublished changes).
 */

export type PageStatus = 'draft' | 'published' | 'changes';

export const pageStatusLabels: Record<PageStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  changes: 'Unpublished changes',
};

/** The kit badge's tone for each status (the pages list). */
export const pageStatusTones = {
  draft: 'neutral',
  published: 'success',
  changes: 'warning',
} as const satisfies Record<PageStatus, string>;

/** What decides the status; `unpublishedChanges` comes from the server when it knows. */
export interface PageStatusInput {
  published: boolean;
  publishedAt: string | null;
  updatedAt: string;
  unpublishedChanges?: boolean | undefined;
}

/**
 * The page's status. Without the server's `unpublishedChanges`, a save after the last publish
 * (`updatedAt` later than `publishedAt`) counts as unpublished changes.
 */
export function pageStatus(page: PageStatusInput): PageStatus {
  if (!page.published) return 'draft';
  if (page.unpublishedChanges !== undefined)
    return page.unpublishedChanges ? 'changes' : 'published';
  if (page.publishedAt === null) return 'published';
  const updated = Date.parse(page.updatedAt);
  const published = Date.parse(page.publishedAt);
  if (Number.isNaN(updated) || Number.isNaN(published)) return 'published';
  return updated > published ? 'changes' : 'published';
}

/** The label of `pageStatus(page)`. */
export function pageStatusLabel(page: PageStatusInput): string {
  return pageStatusLabels[pageStatus(page)];
}
