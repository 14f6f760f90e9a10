import { describe, expect, it } from 'vitest';
import { faqSection } from './faq';

const parse = (props: Record<string, unknown>) => faqSection.schema.safeParse(props).success;

describe('faq section', () => {
  it('limits a question to 300 characters and an answer to 5000', () => {
    expect(
      parse({ items: [{ id: 'q', question: 'a'.repeat(300), answer: 'b'.repeat(5000) }] }),
    ).toBe(true);
    expect(parse({ items: [{ id: 'q', question: 'a'.repeat(301) }] })).toBe(false);
    expect(parse({ items: [{ id: 'q', answer: 'b'.repeat(5001) }] })).toBe(false);
  });
});
