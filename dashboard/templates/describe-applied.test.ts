import { describe, expect, it } from 'vitest';
import type { ApplyTemplateReply } from '../../shared';
import { describeApplied } from './describe-applied';
import { templateIdFromSearch } from './template-id-from-search';

const reply = (changes: ('created' | 'draft')[]): ApplyTemplateReply => ({
  templateId: 'food',
  storeId: '00000000-0000-4000-8000-000000000001',
  globalContentDraft: true,
  pages: changes.map((change, i) => ({
    pageId: `00000000-0000-4000-8000-00000000001${i}`,
    slug: `p${i}`,
    title: `Page ${i}`,
    change,
  })),
});

describe('describeApplied', () => {
  it('counts new pages and replaced drafts', () => {
    expect(describeApplied(reply(['draft', 'created', 'created', 'draft', 'created']))).toBe(
      '3 new pages, 2 page drafts and the header and footer',
    );
  });
  it('uses the singular for one', () => {
    expect(describeApplied(reply(['draft', 'created']))).toBe(
      '1 new page, 1 page draft and the header and footer',
    );
  });
});

describe('templateIdFromSearch', () => {
  it('reads a template id and ignores junk', () => {
    expect(templateIdFromSearch(new URLSearchParams('template=fashion'))).toBe('fashion');
    expect(templateIdFromSearch(new URLSearchParams('template=<x>'))).toBe('');
    expect(templateIdFromSearch(new URLSearchParams(''))).toBe('');
  });
});
