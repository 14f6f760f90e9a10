/**
 * The minimal template: a quiet, typographic store for a small range of objects, with a
 * studio page, care instructions and a contact page. Near-black on warm white.
 */
import { headlineBlocks, footerPresetBlocks, itemsAsBlocks } from '../../shared';
import { defineTemplate } from './template-types';
import { templateImagePath as image } from './template-images';
import { topbarMessages, internalLinks, footerColumn, picture } from './template-parts';

export const minimalTemplate = defineTemplate('minimal', '#1c1917', (section, ink) => ({
  name: 'Minimal',
  description:
    'A quiet, typographic store for a small range: lots of white space, one strong image, short texts and a simple grid.',
  sampleStoreName: 'Still Objects',
  globalComponents: [
    section('topbar', {
      messages: topbarMessages('minimal', ['', 'Made to order in our studio — ships in 5 days']),
      backgroundColor: '#f5f5f4',
      textColor: ink,
      showCloseButton: false,
      fontWeight: '400',
    }),
    section('navbar', {
      links: internalLinks(
        ['Shop', '/shop'],
        ['Studio', '/about'],
        ['Care', '/page/care'],
        ['Contact', '/page/contact'],
      ),
      showShadow: false,
      linkHoverColor: '#78716c',
      fontWeight: '400',
      searchStyle: 'compact',
    }),
    section('footer', {
      blocks: footerPresetBlocks({
        columns: [
          footerColumn('Store', ['Shop', '/shop'], ['Checkout', '/checkout']),
          footerColumn(
            'Studio',
            ['About the studio', '/about'],
            ['Care', '/page/care'],
            ['Contact', '/page/contact'],
          ),
        ],
      }),
      desktopColumns: 2,
      backgroundColor: '#fafaf9',
      textColor: '#57534e',
      headingColor: ink,
      linkColor: ink,
    }),
  ],
  pages: [
    {
      slug: 'home',
      title: 'Home',
      pageType: 'home',
      metaTitle: 'Objects for everyday use',
      metaDescription: 'Ceramics and small objects made to order in our studio.',
      components: [
        section('heroStatic', {
          blocks: headlineBlocks({
            heading: 'Objects for everyday use',
            text: 'Made slowly, by hand, in a studio of two.',
            headingColor: ink,
            textColor: '#44403c',
            buttons: [
              { label: 'Shop', link: '/shop', background: ink, textColor: '#ffffff', radius: 0 },
            ],
          }),
          backgroundImage: image('minimal-hero.svg'),
          backgroundColor: '#e7e5e4',
          overlayOpacity: 0,
        }),
        section('simpleProductGrid', {
          title: 'Current pieces',
          numberOfProducts: 6,
          desktopColumns: 3,
          titleAlign: 'left',
          imageBackground: '#f5f5f4',
          imageRadius: 0,
        }),
        section('textBlock', {
          content:
            '<p>Each piece is thrown, glazed and fired in our studio. Small differences in colour and form are part of the making, not flaws.</p>',
          textAlign: 'center',
          fontSize: { value: 20, unit: 'px' },
        }),
        section('imageBlock', {
          ...picture(
            'minimal-studio.svg',
            'The studio table with pieces drying before their first firing',
          ),
          aspectRatio: '16:9',
          borderRadius: 0,
          link: '/about',
        }),
        section('testimonial2', {
          title: 'Kind words',
          subtitle: '',
          showImage: false,
          backgroundColor: '#1c1917',
          cardBackground: '#292524',
          blocks: itemsAsBlocks('testimonial', [
            {
              id: 'minimal-review-1',
              name: 'Elise V.',
              role: 'Two bowls and a jug',
              text: 'Even nicer in the hand than in the photos. We use them every day.',
              rating: 5,
              image: '',
            },
            {
              id: 'minimal-review-2',
              name: 'Ravi N.',
              role: 'A set of cups',
              text: 'Packed with great care and arrived on the day promised. Beautiful glaze.',
              rating: 5,
              image: '',
            },
          ]),
          desktopColumns: 2,
        }),
      ],
    },
    {
      slug: 'about',
      title: 'Studio',
      pageType: 'about',
      metaTitle: 'The studio',
      metaDescription: 'Two makers, one kiln, and a small range made to order.',
      components: [
        section('imageBlock', {
          ...picture('minimal-object.svg', 'A single stoneware vase on a pale shelf'),
          aspectRatio: '1:1',
          maxWidth: { value: 480, unit: 'px' },
          borderRadius: 0,
        }),
        section('textBlock', {
          content:
            '<h1>The studio</h1><p>We are two makers sharing one kiln. We keep the range small so that every piece gets our full attention, and we make most of it to order, so nothing waits on a shelf.</p><p>Questions about a piece? <a href="/page/contact">Write to us</a>.</p>',
        }),
      ],
    },
    {
      slug: 'care',
      title: 'Care',
      pageType: 'custom',
      metaTitle: 'Caring for your pieces',
      metaDescription: 'How to wash, use and keep stoneware for a lifetime.',
      components: [
        section('textBlock', {
          content:
            '<h1>Care</h1><p>Our stoneware is fired to 1,260°C: it is safe in the dishwasher, the microwave and the oven. Hand washing keeps the glaze bright for longer.</p>',
        }),
        section('faq', {
          title: 'Questions',
          showSearch: false,
          blocks: itemsAsBlocks('question', [
            {
              id: 'minimal-faq-1',
              question: 'How long does a made-to-order piece take?',
              answer:
                'Five working days from your order to dispatch; we email you when it leaves the studio.',
            },
            {
              id: 'minimal-faq-2',
              question: 'Can I return a piece?',
              answer:
                'Yes, within 14 days of delivery if it is unused. Pieces made in a custom glaze cannot be returned.',
            },
            {
              id: 'minimal-faq-3',
              question: 'What if something arrives broken?',
              answer:
                'Send us a photo of the piece and its box within 48 hours; we make a new one for you.',
            },
          ]),
        }),
      ],
    },
    {
      slug: 'contact',
      title: 'Contact',
      pageType: 'custom',
      metaTitle: 'Contact',
      metaDescription: 'Commissions, wholesale and questions about your order.',
      components: [
        section('contactForm', {
          title: 'Contact',
          subtitle: 'Commissions, wholesale or a question about your order.',
          buttonBackground: ink,
          borderRadius: 0,
          backgroundColor: '#ffffff',
        }),
      ],
    },
  ],
}));
