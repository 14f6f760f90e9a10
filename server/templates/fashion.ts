/**
 * The fashion template: an image-led clothing store with a lookbook, a size guide and a
 * contact page. Warm terracotta accent, centred logo.
 */
import {
  headlineBlocks,
  footerPresetBlocks,
  itemsAsBlocks,
  bannerBlocks,
  heroSlides,
} from '../../shared';
import { defineTemplate } from './template-types';
import { templateImagePath as image } from './template-images';
import {
  topbarMessages,
  internalLinks,
  footerColumn,
  picture,
  pictureSlide,
} from './template-parts';

export const fashionTemplate = defineTemplate('fashion', '#9a3412', (section, accent) => ({
  name: 'Fashion',
  description:
    'An image-led clothing store: a sliding hero, shop-by-category, a seasonal lookbook, a size guide and customer reviews.',
  sampleStoreName: 'Atelier Nord',
  globalComponents: [
    section('topbar', {
      messages: topbarMessages(
        'fashion',
        ['truck', 'Free delivery on orders over 80'],
        ['returns', 'Free returns within 30 days'],
        ['🧵', 'New autumn pieces every Friday'],
      ),
      backgroundColor: accent,
    }),
    section('navbar', {
      styling: 'centered',
      links: internalLinks(
        ['New in', '/shop'],
        ['Lookbook', '/page/lookbook'],
        ['Size guide', '/page/size-guide'],
        ['Our story', '/about'],
        ['Contact', '/page/contact'],
      ),
      linkHoverColor: accent,
      sticky: true,
    }),
    section('footer', {
      blocks: footerPresetBlocks({
        columns: [
          footerColumn(
            'Shop',
            ['All clothing', '/shop'],
            ['Autumn lookbook', '/page/lookbook'],
            ['Checkout', '/checkout'],
          ),
          footerColumn(
            'Help',
            ['Size guide & returns', '/page/size-guide'],
            ['Contact us', '/page/contact'],
          ),
          footerColumn('Atelier', ['Our story', '/about']),
        ],
        about:
          'Clothes cut to be worn for years: natural fabrics, honest prices and small batches made by workshops we visit.',
      }),
      backgroundColor: '#1c1917',
    }),
  ],
  pages: [
    {
      slug: 'home',
      title: 'Home',
      pageType: 'home',
      metaTitle: 'New season clothing, made to last',
      metaDescription:
        'Shop the new autumn collection: wool coats, linen shirts and knitwear in natural fabrics, with free returns.',
      components: [
        section('hero', {
          blocks: heroSlides([
            {
              heading: 'The Autumn Edit',
              text: 'Wool, corduroy and soft knits in the colours of the season.',
              buttons: [
                { label: 'Shop new in', link: '/shop' },
                { label: 'See the lookbook', link: '/page/lookbook' },
              ],
              slide: pictureSlide(image('fashion-hero-1.svg'), 0.25),
            },
            {
              heading: 'Made in Small Batches',
              text: 'Every piece is cut by a workshop we know by name.',
              buttons: [{ label: 'Our story', link: '/about' }],
              slide: pictureSlide(image('fashion-hero-2.svg'), 0.3),
            },
          ]),
          height: { value: 640, unit: 'px' },
        }),
        section('categoriesSlider', { sectionTitle: 'Shop by category' }),
        section('productGrid', {
          title: 'New this week',
          numberOfProducts: 8,
          imageAspectRatio: '3/4',
          buyButtonBackground: accent,
        }),
        section('banner', {
          blocks: bannerBlocks(
            'Layers for the cold months',
            'Coats and knitwear that keep their shape, season after season.',
            ['Shop the edit', '/shop'],
          ),
          backgroundImage: image('fashion-banner.svg'),
          height: { value: 460, unit: 'px' },
        }),
        section('testimonial', {
          title: 'Worn and loved',
          subtitle: 'What our customers say after a season of wear.',
          blocks: itemsAsBlocks('testimonial', [
            {
              id: 'fashion-review-1',
              name: 'Clara M.',
              role: 'Bought the wool overcoat',
              text: 'The coat is warmer than it looks and the cut is perfect. Two winters in, it still looks new.',
              rating: 5,
              image: '',
            },
            {
              id: 'fashion-review-2',
              name: 'Jonas P.',
              role: 'Bought two linen shirts',
              text: 'I used the size guide and both shirts fit first time. The fabric softens with every wash.',
              rating: 5,
              image: '',
            },
            {
              id: 'fashion-review-3',
              name: 'Aisha K.',
              role: 'Bought the merino jumper',
              text: 'Lovely knit, no itch at all. Delivery took three days and the packaging was plastic-free.',
              rating: 4,
              image: '',
            },
          ]),
        }),
      ],
    },
    {
      slug: 'lookbook',
      title: 'Lookbook',
      pageType: 'custom',
      metaTitle: 'Autumn lookbook',
      metaDescription:
        'How we wear the autumn collection: six looks for city days and weekends away.',
      components: [
        section('heroStatic', {
          blocks: headlineBlocks({
            heading: 'Autumn Lookbook',
            text: 'Six looks for short days, long walks and everything in between.',
            buttons: [{ label: 'Shop the looks', link: '/shop' }],
          }),
          backgroundImage: image('fashion-lookbook-1.svg'),
          height: { value: 480, unit: 'px' },
        }),
        section('container', {
          direction: 'row',
          gap: 24,
          children: [
            section('imageBlock', {
              ...picture('fashion-lookbook-1.svg', 'A camel wool overcoat over a cream roll-neck'),
              aspectRatio: '3:4',
              caption: 'Look 1: the overcoat, the roll-neck, the wide trousers',
            }),
            section('imageBlock', {
              ...picture('fashion-lookbook-2.svg', 'A rose linen shirt tucked into dark corduroy'),
              aspectRatio: '3:4',
              caption: 'Look 2: linen shirt and corduroy for warmer afternoons',
            }),
          ],
        }),
        section('textBlock', {
          content:
            '<h2>Dressing for the in-between</h2><p>Autumn changes its mind by the hour. These looks are built in layers you can add and take off: a light shirt, a knit over it, a coat that fits over both.</p><p>Every piece in the lookbook is in the <a href="/shop">shop</a>, and our <a href="/page/size-guide">size guide</a> helps you choose.</p>',
          textAlign: 'center',
        }),
        section('simpleProductGrid', { title: 'Shop the lookbook', numberOfProducts: 8 }),
      ],
    },
    {
      slug: 'size-guide',
      title: 'Size guide',
      pageType: 'custom',
      metaTitle: 'Size guide and returns',
      metaDescription:
        'Find your size in our clothing and read how free returns and exchanges work.',
      components: [
        section('textBlock', {
          content:
            '<h1>Size guide</h1><p>Measure yourself over light clothing and compare with the table. Between two sizes? Take the larger one for coats and the smaller one for knitwear.</p><table><thead><tr><th>Size</th><th>Chest (cm)</th><th>Waist (cm)</th><th>Hips (cm)</th></tr></thead><tbody><tr><td>XS</td><td>80–84</td><td>62–66</td><td>86–90</td></tr><tr><td>S</td><td>85–89</td><td>67–71</td><td>91–95</td></tr><tr><td>M</td><td>90–96</td><td>72–78</td><td>96–102</td></tr><tr><td>L</td><td>97–103</td><td>79–85</td><td>103–109</td></tr><tr><td>XL</td><td>104–110</td><td>86–92</td><td>110–116</td></tr></tbody></table>',
        }),
        section('faq', {
          title: 'Fit, returns and exchanges',
          blocks: itemsAsBlocks('question', [
            {
              id: 'fashion-faq-1',
              question: 'Can I exchange an item for another size?',
              answer:
                'Yes. Start a return within 30 days and tell us the size you need; we send it as soon as the first item is on its way back.',
            },
            {
              id: 'fashion-faq-2',
              question: 'Are returns free?',
              answer:
                'Returns are free for unworn items with their labels, within 30 days of delivery.',
            },
            {
              id: 'fashion-faq-3',
              question: 'How should I wash wool and linen?',
              answer:
                'Wool: hand wash cold or air it out between wears. Linen: machine wash at 30°C and hang to dry; it needs little ironing.',
            },
          ]),
        }),
      ],
    },
    {
      slug: 'about',
      title: 'Our story',
      pageType: 'about',
      metaTitle: 'Our story',
      metaDescription: 'Who makes our clothes, and why we make fewer, better pieces.',
      components: [
        section('heroStatic', {
          blocks: headlineBlocks({
            heading: 'Fewer, better clothes',
            text: 'We started with one coat pattern and a workshop that shared our stubbornness.',
            buttons: [
              { label: 'Shop the collection', link: '/shop' },
              { label: 'Get in touch', link: '/page/contact' },
            ],
          }),
          backgroundImage: image('fashion-hero-2.svg'),
        }),
        section('textBlock', {
          content:
            '<h2>How we work</h2><p>We design two collections a year and make them in small batches, so nothing ends up in a landfill at the end of the season. Our fabrics are wool, linen and organic cotton, chosen for how they age.</p><p>We visit every workshop we work with and pay for samples and time, not just finished pieces.</p>',
        }),
      ],
    },
    {
      slug: 'contact',
      title: 'Contact',
      pageType: 'custom',
      metaTitle: 'Contact us',
      metaDescription: 'Questions about an order, a size or a fabric? Write to us.',
      components: [
        section('contactForm', {
          title: 'We are here to help',
          subtitle:
            'Questions about sizing, an order or a fabric? We reply within one working day.',
          buttonBackground: accent,
        }),
      ],
    },
  ],
}));
