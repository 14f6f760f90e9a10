/** What an applied template wrote, in words: "3 new pages, 2 page drafts and the header and footer". */
import { countOf, type ApplyTemplateReply } from '../../shared';

export function describeApplied(reply: ApplyTemplateReply): string {
  const created = reply.pages.filter((p) => p.change === 'created').length;
  const drafts = reply.pages.length - created;
  const parts = [
    created ? countOf(created, 'new page', 'new pages') : '',
    drafts ? countOf(drafts, 'page draft', 'page drafts') : '',
    'the header and footer',
  ].filter(Boolean);
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
