/**
 * The blocks that are the items of list sections: an FAQ's questions (a question and its
 * plain-text answer) and a testimonials section's quotes (name, role, quote, 1-5 stars,
 * photo). Added, reordered, hidden and duplicated like any block; `itemBlocks` turns a list
 * of items (a template's, a section's defaults) into blocks with the items' ids.
 */
import { z } from 'zod';
import { countOf } from '../../plural';
import { intBetween, mediaUrl, text } from '../fields';
import { settingGroup } from '../settings';
import { defineBlock } from './define-block';
import type { Block, BlockType } from './block-types';

const questionProps = z.object({
  question: text('What would shoppers like to know?', 300),
  /** Plain text; line breaks are kept. */
  answer: text('The answer, in a sentence or two.', 5000),
});
export type FaqItem = z.infer<typeof questionProps> & { id: string };

const questionBlock = defineBlock({
  type: 'question',
  icon: 'faq',
  description: 'A question and its answer, folded until opened.',
  schema: questionProps,
  settings: settingGroup('Question', [
    ['question', 'Question', 'text'],
    ['answer', 'Answer', 'textarea'],
  ]),
});

const testimonialProps = z.object({
  name: text('Customer name', 100),
  role: text('Verified buyer', 100),
  text: text('What the customer said about your store.', 2000),
  rating: intBetween(1, 5, 5),
  image: mediaUrl(''),
});
export type TestimonialItem = z.infer<typeof testimonialProps> & { id: string };

const testimonialBlock = defineBlock({
  type: 'testimonial',
  icon: 'star',
  description: "A customer's quote with their name, role, star rating and photo.",
  schema: testimonialProps,
  settings: settingGroup('Testimonial', [
    ['name', 'Name', 'text'],
    ['role', 'Role', 'text'],
    ['text', 'Quote', 'textarea'],
    [
      'rating',
      'Rating',
      'select',
      { options: [5, 4, 3, 2, 1].map((n) => ({ value: n, label: countOf(n, 'star', 'stars') })) },
    ],
    ['image', 'Photo', 'file'],
  ]),
});

export const itemBlocks = {
  question: questionBlock,
  testimonial: testimonialBlock,
};

/** Items as blocks of `type`: each item's id is its block's, the rest its props. */
export function itemsAsBlocks(
  type: keyof typeof itemBlocks,
  items: readonly ({ id: string } & Record<string, unknown>)[],
): Block[] {
  const definition = itemBlocks[type];
  return items.map(({ id, ...props }) => ({
    id,
    type: type as BlockType,
    v: definition.version,
    props: definition.schema.parse(props) as Record<string, unknown>,
  }));
}
