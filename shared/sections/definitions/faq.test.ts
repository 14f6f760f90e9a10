import { describe, expect, it } from 'vitest';
import { faqSection } from './faq';

const parse = (props: Record<string, unknown>) => faqSection.schema.safeParse(props).success;

describe('faq section', () => {
  it('parses {} to the documented defaults', () => {
    expect(faqSection.schema.parse({})).toEqual({
      title: 'Frequently Asked Questions',
      subtitle: '',
      items: [
        {
          id: 'faq-1',
          question: 'How long does shipping take?',
          answer:
            'Orders are processed within 1-2 business days. Delivery usually takes 3-7 business days.',
        },
        {
          id: 'faq-2',
          question: 'What is your return policy?',
          answer:
            'You can return unused items in their original packaging within 14 days of delivery.',
        },
        {
          id: 'faq-3',
          question: 'How can I track my order?',
          answer: 'Once your order ships, we send you an email with a tracking link.',
        },
        {
          id: 'faq-4',
          question: 'How do I contact customer support?',
          answer:
            'Send us a message through the contact form and we will get back to you within 24 hours.',
        },
      ],
      showSearch: true,
      searchPlaceholder: 'Search questions',
      singleOpen: true,
      titleColor: '#111827',
      questionColor: '#111827',
      answerColor: '#4b5563',
      itemBackground: '#ffffff',
      borderColor: '#e5e7eb',
      backgroundColor: 'transparent',
      maxWidth: { value: 800, unit: 'px' },
      padding: { top: 48, right: 16, bottom: 48, left: 16 },
      margin: { top: 0, right: 0, bottom: 0, left: 0 },
    });
  });

  it('has a setting for every prop and no setting without a prop, items in the FAQ editor', () => {
    const keys = Object.keys(faqSection.schema.shape).sort();
    expect(faqSection.settings.map((s) => s.key).sort()).toEqual(keys);
    expect(faqSection.settings.find((s) => s.key === 'items')?.kind).toBe('faqItems');
    expect(faqSection.settings.find((s) => s.key === 'searchPlaceholder')?.showIf).toEqual({
      key: 'showSearch',
      equals: true,
    });
  });

  it('fills an item from its id alone and requires the id', () => {
    expect(faqSection.schema.parse({ items: [{ id: 'q' }] }).items).toEqual([
      { id: 'q', question: '', answer: '' },
    ]);
    expect(parse({ items: [{ question: 'Why?' }] })).toBe(false);
  });

  it('allows up to 100 items', () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `q${i}` }));
    expect(parse({ items: items(100) })).toBe(true);
    expect(parse({ items: items(101) })).toBe(false);
  });

  it('limits a question to 300 characters and an answer to 5000', () => {
    expect(
      parse({ items: [{ id: 'q', question: 'a'.repeat(300), answer: 'b'.repeat(5000) }] }),
    ).toBe(true);
    expect(parse({ items: [{ id: 'q', question: 'a'.repeat(301) }] })).toBe(false);
    expect(parse({ items: [{ id: 'q', answer: 'b'.repeat(5001) }] })).toBe(false);
  });
});
