/**
 * The FAQ section (spec 2.3, 3 "FAQ item", 8): a searchable accordion of its question blocks
 * (a question and its answer each); in single-open mode one is open at a time, else several.
 */
import { z } from 'zod';
import { defineSection } from '../types';
import { color, spacing, text, unitNumber, schemeColor } from '../fields';
import { blockList } from '../blocks/block-definitions';
import { itemsAsBlocks } from '../blocks/item-blocks';
import {
  backgroundColorRow,
  maxWidthRow,
  settingGroup,
  spacingSettings,
  switchedGroup,
  titleColorRow,
  titleRows,
} from '../settings';

/** A new FAQ's questions (its question blocks). */
const defaultFaqItems = [
  {
    id: 'faq-1',
    question: 'How long does shipping take?',
    answer:
      'Orders are processed within 1-2 business days. Delivery usually takes 3-7 business days.',
  },
  {
    id: 'faq-2',
    question: 'What is your return policy?',
    answer: 'You can return unused items in their original packaging within 14 days of delivery.',
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
];

export const faqSection = defineSection({
  type: 'faq',
  label: 'FAQ',
  icon: 'faq',
  group: 'Content',
  description: 'Frequently asked questions in a searchable accordion.',
  schema: z.object({
    title: text('Frequently Asked Questions', 200),
    subtitle: text('', 500),
    blocks: blockList('faq').default(() => itemsAsBlocks('question', defaultFaqItems)),
    showSearch: z.boolean().default(true),
    searchPlaceholder: text('Search questions', 100),
    singleOpen: z.boolean().default(true),
    titleColor: schemeColor(),
    questionColor: schemeColor(),
    answerColor: schemeColor(),
    itemBackground: color('#ffffff'),
    borderColor: schemeColor(),
    backgroundColor: schemeColor(),
    maxWidth: unitNumber(800, 'px'),
    padding: spacing(48, 16),
    margin: spacing(0),
  }),
  settings: [
    ...settingGroup('Content', titleRows),
    ...switchedGroup(
      'Behaviour',
      ['showSearch', 'Show search'],
      [['searchPlaceholder', 'Search placeholder', 'text']],
    ),
    ...settingGroup('Behaviour', [['singleOpen', 'One answer open at a time', 'checkbox']]),
    ...settingGroup('Style', [
      titleColorRow,
      ['questionColor', 'Question colour', 'color'],
      ['answerColor', 'Answer colour', 'color'],
      ['itemBackground', 'Item background', 'color'],
      ['borderColor', 'Border colour', 'color'],
      backgroundColorRow,
    ]),
    ...settingGroup('Layout', [maxWidthRow()]),
    ...spacingSettings('padding', 'margin'),
  ],
});
