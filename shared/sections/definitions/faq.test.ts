import { describe, expect, it } from 'vitest';
import { faqSection } from './faq';

const parse = (props: Record<string, unknown>) => faqSection.schema.safeParse(props);
const question = (props: Record<string, unknown>) => ({
  blocks: [{ id: 'q', type: 'question', props }],
});

describe('faq section', () => {
  it('limits a question to 300 characters and an answer to 5000, naming the field', () => {
    expect(parse(question({ question: 'a'.repeat(300), answer: 'b'.repeat(5000) })).success).toBe(
      true,
    );
    expect(parse(question({ question: 'a'.repeat(301) })).error?.issues[0]).toMatchObject({
      path: ['blocks', 0, 'props', 'question'],
    });
    expect(parse(question({ answer: 'b'.repeat(5001) })).success).toBe(false);
  });
});
