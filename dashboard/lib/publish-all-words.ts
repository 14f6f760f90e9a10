/**
 * "Publish all changes" in words: what waits ("3 pages and the header and footer"), the
 * confirmation's title and the toast after it ("Published 3 pages"); and the link that opens
 * that confirmation.
 */
import { countOf, type UnpublishedChanges } from '../../shared';

/** The Pages screen with the "Publish all changes" confirmation open. */
export const publishAllHref = '/dashboard/pages?publish=all';

/** "3 pages and the header and footer", "1 page", "the header and footer", or "" for none. */
export function describeChanges({ pages, globalContent }: UnpublishedChanges): string {
  const parts = [
    pages ? countOf(pages, 'page', 'pages') : '',
    globalContent ? 'the header and footer' : '',
  ];
  return parts.filter(Boolean).join(' and ');
}

/** Anything to publish. */
export const hasChanges = (changes: UnpublishedChanges | undefined): boolean =>
  Boolean(changes && (changes.pages > 0 || changes.globalContent));

/** "3 pages and the header and footer have unpublished changes", "1 page has …". */
export function waitingSentence(changes: UnpublishedChanges): string {
  const text = describeChanges(changes);
  const one = changes.pages === 1 && !changes.globalContent;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)} ${one ? 'has' : 'have'} unpublished changes`;
}

/** The confirmation's question: "Publish 3 pages and the header and footer?". */
export const publishAllTitle = (changes: UnpublishedChanges) =>
  `Publish ${describeChanges(changes)}?`;

/** The toast: "Published 3 pages", "Published 3 pages and the header and footer". */
export function publishedMessage(published: UnpublishedChanges): string {
  return hasChanges(published)
    ? `Published ${describeChanges(published)}`
    : 'Nothing to publish: shoppers already see every change';
}
