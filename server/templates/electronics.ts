/**
 * The electronics template: a dark, technical store with setup guides (a video), a support
 * page with warranty questions and a contact form. Electric blue accent.
 */
import { headlineBlocks, footerPresetBlocks, itemsAsBlocks, bannerBlocks } from '../../shared';
import { defineTemplate } from './template-types';
import { templateImagePath as image } from './template-images';
import { topbarMessages, internalLinks, footerColumn } from './template-parts';

export const electronicsTemplate = defineTemplate('electronics', '#2563eb', (section, accent) => ({
  name: 'Electronics',
  description:
    'A crisp gadget store: a product-first home page, setup guides with a video, warranty and support answers, and reviews on a dark band.',
  sampleStoreName: 'Voltline',
  globalComponents: [
    section('topbar', {
      messages: topbarMessages(
        'electronics',
        ['⚡', 'Orders before 3 pm ship the same day'],
        ['🛡️', 'Two-year warranty on everything we sell'],
      ),
      backgroundColor: '#0f172a',
      showCloseButton: false,
    }),
    section('navbar', {
      links: internalLinks(
        ['Shop', '/shop'],
        ['Setup guides', '/page/guides'],
        ['Support', '/page/support'],
        ['About', '/about'],
      ),
      linkHoverColor: accent,
      searchStyle: 'expand',
      searchPlaceholder: 'Search headphones, chargers, cables…',
    }),
    section('footer', {
      blocks: footerPresetBlocks({
        columns: [
          footerColumn('Shop', ['All products', '/shop'], ['Checkout', '/checkout']),
          footerColumn(
            'Support',
            ['Setup guides', '/page/guides'],
            ['Warranty & returns', '/page/support'],
          ),
          footerColumn('Company', ['About Voltline', '/about']),
        ],
        about:
          'Tested gear, plain-spoken advice and a real person on the other end of the support form.',
      }),
      backgroundColor: '#020617',
    }),
  ],
  pages: [
    {
      slug: 'home',
      title: 'Home',
      pageType: 'home',
      metaTitle: 'Headphones, chargers and smart home gear',
      metaDescription:
        'Gear we have tested ourselves, shipped the same day and covered by a two-year warranty.',
      components: [
        section('heroStatic', {
          blocks: headlineBlocks({
            heading: 'Gear that just works',
            text: 'Every product tested in our workshop before it reaches the shelf.',
            buttons: [
              { label: 'Shop the range', link: '/shop', background: accent, textColor: '#ffffff' },
              { label: 'Setup guides', link: '/page/guides' },
            ],
          }),
          backgroundImage: image('electronics-hero.svg'),
          backgroundColor: '#0f172a',
          textAlign: 'left',
        }),
        section('productGrid', {
          title: 'Best sellers',
          numberOfProducts: 8,
          buyButtonBackground: accent,
          cartButtonBorderColor: accent,
          cartButtonTextColor: accent,
        }),
        section('categoriesSlider', { sectionTitle: 'Browse by category', desktopColumns: 6 }),
        section('banner', {
          blocks: bannerBlocks(
            'Trade in your old headphones',
            'Bring any working pair to your next order and we recycle it for you.',
            ['Read how it works', '/page/support'],
          ),
          backgroundColor: '#1e3a8a',
          height: { value: 360, unit: 'px' },
        }),
        section('testimonial2', {
          title: 'Rated by people who use it daily',
          subtitle: 'Reviews from verified orders.',
          blocks: itemsAsBlocks('testimonial', [
            {
              id: 'electronics-review-1',
              name: 'Daniel R.',
              role: 'Noise-cancelling headphones',
              text: 'Battery lasts my whole week of commuting. The setup guide had me paired in two minutes.',
              rating: 5,
              image: '',
            },
            {
              id: 'electronics-review-2',
              name: 'Priya S.',
              role: 'Fast charger and cables',
              text: 'Ordered at noon, arrived the next morning. Charges my laptop and phone at the same time.',
              rating: 5,
              image: '',
            },
            {
              id: 'electronics-review-3',
              name: 'Tom W.',
              role: 'Smart plug set',
              text: 'Support answered my question about schedules the same afternoon. Solid little devices.',
              rating: 4,
              image: '',
            },
          ]),
        }),
      ],
    },
    {
      slug: 'guides',
      title: 'Setup guides',
      pageType: 'custom',
      metaTitle: 'Setup guides',
      metaDescription: 'Step-by-step help to pair, charge and update your new devices.',
      components: [
        section('heroStatic', {
          blocks: headlineBlocks({
            heading: 'Setup guides',
            text: 'From unboxing to first use in a few minutes.',
            buttons: [],
          }),
          backgroundImage: image('electronics-setup.svg'),
          height: { value: 320, unit: 'px' },
        }),
        section('videoBlock', {
          videoType: 'vimeo',
          url: 'https://vimeo.com/76979871',
          title: 'Getting started with your new device',
          posterImage: image('electronics-poster.svg'),
        }),
        section('textBlock', {
          content:
            '<h2>Pairing Bluetooth headphones</h2><ol><li>Charge the headphones for 15 minutes.</li><li>Hold the power button for five seconds until the light flashes blue.</li><li>Choose the headphones in your phone’s Bluetooth settings.</li></ol><h2>Updating firmware</h2><p>Install the maker’s app, connect the device and follow the update prompt. Keep the device on its charger until the update finishes.</p><p>Still stuck? Our <a href="/page/support">support page</a> has answers and a contact form.</p>',
        }),
      ],
    },
    {
      slug: 'support',
      title: 'Support',
      pageType: 'custom',
      metaTitle: 'Support, warranty and returns',
      metaDescription: 'Warranty claims, returns and technical questions, answered.',
      components: [
        section('faq', {
          title: 'Support and warranty',
          subtitle: 'The questions we hear most often.',
          blocks: itemsAsBlocks('question', [
            {
              id: 'electronics-faq-1',
              question: 'What does the two-year warranty cover?',
              answer:
                'Any fault in materials or manufacturing for two years from delivery. We repair or replace the item, and pay the shipping both ways.',
            },
            {
              id: 'electronics-faq-2',
              question: 'Can I return something I have opened?',
              answer:
                'Yes, within 30 days, as long as it is complete and undamaged. We refund the full price once it is back with us.',
            },
            {
              id: 'electronics-faq-3',
              question: 'Do your chargers work abroad?',
              answer:
                'Our chargers accept 100–240 V, so they work anywhere with the right plug adapter.',
            },
            {
              id: 'electronics-faq-4',
              question: 'How do I recycle my old devices?',
              answer:
                'Put them in the box of your next order with a note. We pass them to a certified electronics recycler.',
            },
          ]),
          itemBackground: '#f8fafc',
        }),
        section('contactForm', {
          title: 'Ask our technicians',
          subtitle: 'Tell us the product and what happens; we answer within one working day.',
          buttonBackground: accent,
        }),
      ],
    },
    {
      slug: 'about',
      title: 'About',
      pageType: 'about',
      metaTitle: 'About Voltline',
      metaDescription: 'A small team that tests every gadget before selling it.',
      components: [
        section('heroStatic', {
          blocks: headlineBlocks({
            heading: 'Tested before it ships',
            text: 'We are four engineers who got tired of gadgets that die in a year.',
            buttons: [
              { label: 'Shop the range', link: '/shop' },
              { label: 'Support', link: '/page/support' },
            ],
          }),
          backgroundColor: '#0f172a',
        }),
        section('container', {
          direction: 'row',
          gap: 32,
          children: [
            section('textBlock', {
              content:
                '<h2>What we sell</h2><p>Only products we would buy ourselves: each one spends two weeks on our test bench before it goes on sale, and we drop anything that fails.</p>',
            }),
            section('textBlock', {
              content:
                '<h2>How we help</h2><p>Every order comes with plain-language setup guides and a support form answered by the people who tested it.</p>',
            }),
          ],
        }),
      ],
    },
  ],
}));
