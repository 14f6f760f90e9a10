/**
 * The FAQ section (spec 2.3, 3 "FAQ item", 8): a searchable accordion of questions and
 * answers; in single-open mode one item is open at a time, otherwise several.
 */
import { z } from 'zod';
import { defineSection } from '../types';
import { color, spacing, text, unitNumber } from '../fields';

export const faqItemSchema = z.object({
  id: z.string().trim().min(1).max(100),
  question: text('', 300),
  /** Plain text; line breaks are kept. */
  answer: text('', 5000),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const defaultFaqItems: FaqItem[] = [
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
  hidden: false,
  contentType: 'normal',
  description: 'Frequently asked questions in a searchable accordion.',
  schema: z.object({
    title: text('Frequently Asked Questions', 200),
    subtitle: text('', 500),
    items: z
      .array(faqItemSchema)
      .max(100, 'At most 100 questions')
      .default(() => structuredClone(defaultFaqItems)),
    showSearch: z.boolean().default(true),
    searchPlaceholder: text('Search questions', 100),
    singleOpen: z.boolean().default(true),
    titleColor: color('#111827'),
    questionColor: color('#111827'),
    answerColor: color('#4b5563'),
    itemBackground: color('#ffffff'),
    borderColor: color('#e5e7eb'),
    backgroundColor: color('transparent'),
    maxWidth: unitNumber(800, 'px'),
    padding: spacing(48, 16),
    margin: spacing(0),
  }),
  settings: [
    { key: 'title', label: 'Title', kind: 'text', group: 'Content' },
    { key: 'subtitle', label: 'Subtitle', kind: 'textarea', group: 'Content' },
    { key: 'items', label: 'Questions', kind: 'faqItems', group: 'Content' },
    { key: 'showSearch', label: 'Show search', kind: 'checkbox', group: 'Behaviour' },
    {
      key: 'searchPlaceholder',
      label: 'Search placeholder',
      kind: 'text',
      group: 'Behaviour',
      showIf: { key: 'showSearch', equals: true },
    },
    {
      key: 'singleOpen',
      label: 'One answer open at a time',
      kind: 'checkbox',
      group: 'Behaviour',
    },
    { key: 'titleColor', label: 'Title colour', kind: 'color', group: 'Style' },
    { key: 'questionColor', label: 'Question colour', kind: 'color', group: 'Style' },
    { key: 'answerColor', label: 'Answer colour', kind: 'color', group: 'Style' },
    { key: 'itemBackground', label: 'Item background', kind: 'color', group: 'Style' },
    { key: 'borderColor', label: 'Border colour', kind: 'color', group: 'Style' },
    { key: 'backgroundColor', label: 'Background colour', kind: 'color', group: 'Style' },
    {
      key: 'maxWidth',
      label: 'Max width',
      kind: 'unitNumber',
      group: 'Layout',
      units: ['px', '%', 'rem'],
    },
    { key: 'padding', label: 'Padding', kind: 'spacing', group: 'Spacing' },
    { key: 'margin', label: 'Margin', kind: 'spacing', group: 'Spacing' },
  ],
});
