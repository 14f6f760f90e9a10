import { describe, expect, it } from 'vitest';
import { filterFaqItems, toggleFaqItem } from './faq-state';

const items = [
  { id: 'a', question: 'How long does Shipping take?', answer: 'About a week.' },
  { id: 'b', question: 'Can I return an item?', answer: 'Yes, within 14 days of SHIPPING.' },
  { id: 'c', question: 'Do you gift wrap?', answer: 'On request.' },
];

describe('filterFaqItems', () => {
  it('matches questions and answers case-insensitively', () => {
    expect(filterFaqItems(items, 'shipping').map((i) => i.id)).toEqual(['a', 'b']);
    expect(filterFaqItems(items, '  GIFT ').map((i) => i.id)).toEqual(['c']);
  });

  it('keeps every item for an empty query and none when nothing matches', () => {
    expect(filterFaqItems(items, '   ')).toHaveLength(3);
    expect(filterFaqItems(items, 'warranty')).toEqual([]);
  });
});

describe('toggleFaqItem', () => {
  it('keeps one item open at a time in single-open mode', () => {
    const first = toggleFaqItem(new Set(), 'a', true);
    expect([...toggleFaqItem(first, 'b', true)]).toEqual(['b']);
  });

  it('lets several items stay open otherwise', () => {
    const first = toggleFaqItem(new Set(), 'a', false);
    expect([...toggleFaqItem(first, 'b', false)].sort()).toEqual(['a', 'b']);
  });

  it('closes an open item when it is clicked again', () => {
    expect([...toggleFaqItem(new Set(['a']), 'a', true)]).toEqual([]);
    expect([...toggleFaqItem(new Set(['a', 'b']), 'a', false)]).toEqual(['b']);
  });
});
