/**
 * The footer's blocks: a menu column (a title and its links), social links (the footer's own
 * profile links; a network left empty falls back to the store's, from its details), payment
 * icons and a newsletter signup (a shopper's email becomes a customer of the store once they
 * confirm it from the email they get: double opt-in). The footer also takes text blocks (its about text). The section keeps what
 * is the footer's as a whole: the column counts menu columns are laid out in, the copyright
 * line, colours and spacing.
 */
import { z } from 'zod';
import { link, text } from '../fields';
import { settingGroup, type SettingRow } from '../settings';
import { defineBlock } from './define-block';
import { defaultPaymentMarks, footerSocialNetworks, paymentMarks } from './footer-data';

export const MAX_FOOTER_LINKS = 12;

export const footerLinkSchema = z.object({ label: text('', 60), url: link('/') });
export type FooterLink = z.infer<typeof footerLinkSchema>;

const menuColumnBlock = defineBlock({
  type: 'menuColumn',
  icon: 'menu',
  description: 'A column of links under a title.',
  schema: z.object({
    title: text('Links', 60),
    links: z
      .array(footerLinkSchema)
      .max(MAX_FOOTER_LINKS, `At most ${MAX_FOOTER_LINKS} links`)
      .default(() => [{ label: 'All products', url: '/shop' }]),
  }),
  settings: settingGroup('Menu', [
    ['title', 'Title', 'text'],
    ['links', 'Links', 'footerLinks'],
  ]),
});

const socialLinksBlock = defineBlock({
  type: 'socialLinks',
  icon: 'external',
  description: "Links to the store's social media profiles.",
  schema: z.object(
    Object.fromEntries(footerSocialNetworks.map(([key]) => [key, link('')])) as Record<
      (typeof footerSocialNetworks)[number][0],
      ReturnType<typeof link>
    >,
  ),
  settings: settingGroup(
    'Profiles',
    footerSocialNetworks.map(([key, , , label], i): SettingRow => [
      key,
      `${label} URL`,
      'text',
      {
        placeholder: 'https://',
        ...(i === 0
          ? { help: "Left empty: the store's own profile from its store details, if any." }
          : {}),
      },
    ]),
  ),
});

const paymentIconsBlock = defineBlock({
  type: 'paymentIcons',
  icon: 'card',
  description: 'The marks of the payment methods the store takes.',
  schema: z.object(
    Object.fromEntries(
      paymentMarks.map(([key]) => [key, z.boolean().default(defaultPaymentMarks.includes(key))]),
    ) as Record<(typeof paymentMarks)[number][0], z.ZodDefault<z.ZodBoolean>>,
  ),
  settings: settingGroup(
    'Shown',
    paymentMarks.map(([key, label]): SettingRow => [key, label, 'checkbox']),
  ),
});

const newsletterBlock = defineBlock({
  type: 'newsletter',
  icon: 'mail',
  description: 'An email signup: shoppers subscribe to the store’s emails after confirming.',
  schema: z.object({
    heading: text('Subscribe to our emails', 80),
    text: text('New arrivals and offers, about once a month.', 300),
    placeholder: text('Email address', 60),
    buttonLabel: text('Subscribe', 40),
    successText: text('Almost there: check your inbox to confirm your subscription.', 200),
    note: text('You can unsubscribe at any time.', 200),
  }),
  settings: settingGroup('Newsletter', [
    ['heading', 'Heading', 'text'],
    ['text', 'Text', 'textarea'],
    ['placeholder', 'Field placeholder', 'text'],
    ['buttonLabel', 'Button label', 'text'],
    [
      'successText',
      'Message after signing up',
      'text',
      { help: 'The shopper then confirms from the email they get; only then are they subscribed.' },
    ],
    ['note', 'Small print', 'text'],
  ]),
});

export const footerBlocks = {
  menuColumn: menuColumnBlock,
  socialLinks: socialLinksBlock,
  paymentIcons: paymentIconsBlock,
  newsletter: newsletterBlock,
};
