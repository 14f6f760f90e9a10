/**
 * The food template: a grocery and bakery store with weekly boxes, a story of the kitchen,
 * delivery answers and a contact page. Fresh green accent.
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

export const foodTemplate = defineTemplate('food', '#15803d', (section, accent) => ({
  name: 'Food & grocery',
  description:
    'A fresh-food shop: seasonal slides, a simple product grid, the story of your kitchen, delivery areas and times, and reviews.',
  sampleStoreName: 'Green Larder',
  globalComponents: [
    section('topbar', {
      messages: topbarMessages(
        'food',
        ['🥕', 'Order by 8 pm for next-day delivery'],
        ['🌱', 'Seasonal produce from farms within 50 km'],
      ),
      backgroundColor: accent,
    }),
    section('navbar', {
      links: internalLinks(
        ['Shop', '/shop'],
        ['Our kitchen', '/about'],
        ['Delivery', '/page/delivery'],
        ['Contact', '/page/contact'],
      ),
      linkHoverColor: accent,
      backgroundColor: '#fefce8',
    }),
    section('footer', {
      blocks: footerPresetBlocks({
        columns: [
          footerColumn('Shop', ['Everything', '/shop'], ['Checkout', '/checkout']),
          footerColumn(
            'Good to know',
            ['Delivery areas & times', '/page/delivery'],
            ['Our kitchen', '/about'],
            ['Contact', '/page/contact'],
          ),
        ],
        about:
          'Bread baked at dawn, vegetables picked the day before, delivered in reusable crates.',
      }),
      desktopColumns: 2,
      backgroundColor: '#14532d',
      textColor: '#dcfce7',
    }),
  ],
  pages: [
    {
      slug: 'home',
      title: 'Home',
      pageType: 'home',
      metaTitle: 'Fresh bread and seasonal groceries, delivered',
      metaDescription:
        'Order bread, vegetables and pantry staples from local farms and our own bakery, delivered the next day.',
      components: [
        section('hero', {
          blocks: heroSlides([
            {
              heading: 'Picked Yesterday, On Your Table Tomorrow',
              text: 'Seasonal vegetables and fruit from farms we visit every week.',
              buttons: [{ label: 'Fill your basket', link: '/shop' }],
              slide: pictureSlide(image('food-hero.svg'), 0.3),
            },
            {
              heading: 'Sourdough Baked at Dawn',
              text: 'Slow-fermented for 36 hours, out of the oven at five.',
              buttons: [
                { label: 'Meet the bakers', link: '/about' },
                { label: 'Delivery times', link: '/page/delivery' },
              ],
              slide: {
                backgroundType: 'gradient',
                backgroundGradient: 'linear-gradient(135deg, #78350f 0%, #f59e0b 100%)',
              },
            },
          ]),
          height: { value: 540, unit: 'px' },
        }),
        section('simpleProductGrid', {
          title: 'In season this week',
          numberOfProducts: 8,
          imageBackground: '#fefce8',
        }),
        section('container', {
          direction: 'row',
          alignItems: 'center',
          gap: 32,
          backgroundColor: '#fefce8',
          children: [
            section('imageBlock', {
              ...picture(
                'food-market.svg',
                'A crate of tomatoes, greens and squash on a market table',
              ),
              aspectRatio: '1:1',
              maxWidth: { value: 100, unit: '%' },
            }),
            section('textBlock', {
              content:
                '<h2>The weekly box</h2><p>Eight to ten kinds of vegetables and fruit, chosen by what is best that week, with a recipe card for the least familiar one.</p><p>Skip a week or cancel any time before Sunday evening.</p>',
            }),
          ],
        }),
        section('banner', {
          blocks: bannerBlocks(
            'First order? Delivery is on us',
            'Free next-day delivery on your first basket, whatever its size.',
            ['Start shopping', '/shop'],
          ),
          backgroundColor: '#78350f',
          height: { value: 340, unit: 'px' },
        }),
        section('testimonial', {
          title: 'From our regulars',
          subtitle: 'Neighbours who get a crate every week.',
          starColor: '#b45309',
          blocks: itemsAsBlocks('testimonial', [
            {
              id: 'food-review-1',
              name: 'Hanna L.',
              role: 'Weekly box since spring',
              text: 'The vegetables last much longer than the supermarket’s, and the recipe cards got my kids eating kale.',
              rating: 5,
              image: '',
            },
            {
              id: 'food-review-2',
              name: 'Marco D.',
              role: 'Sourdough every Saturday',
              text: 'The best bread in town, still warm when it arrives. The rye is my favourite.',
              rating: 5,
              image: '',
            },
            {
              id: 'food-review-3',
              name: 'Sofia G.',
              role: 'Pantry and produce',
              text: 'Easy to order, and the driver always calls ahead. Crates go back on the next delivery.',
              rating: 4,
              image: '',
            },
          ]),
        }),
      ],
    },
    {
      slug: 'about',
      title: 'Our kitchen',
      pageType: 'about',
      metaTitle: 'Our kitchen and farms',
      metaDescription: 'Meet the bakers and the growers behind every crate.',
      components: [
        section('heroStatic', {
          blocks: headlineBlocks({
            heading: 'A bakery, a van and twelve farms',
            text: 'How a Saturday market stall became a weekly delivery.',
            buttons: [
              { label: 'Shop this week', link: '/shop' },
              { label: 'Where we deliver', link: '/page/delivery' },
            ],
          }),
          backgroundImage: image('food-kitchen.svg'),
        }),
        section('textBlock', {
          content:
            '<h2>Why we started</h2><p>We sold bread at the Saturday market for six years. Customers kept asking whether we could bring vegetables from the farmers on the next stalls, so in the end we bought a van.</p><h2>Who grows your food</h2><p>Twelve farms within 50 km supply our crates. We pay them before the season starts, so they can plant what we will need.</p>',
        }),
        section('imageBlock', {
          ...picture('food-kitchen.svg', 'Loaves cooling on the bakery table at dawn'),
          aspectRatio: '16:9',
          caption: 'Five in the morning: the first loaves of the day',
        }),
      ],
    },
    {
      slug: 'delivery',
      title: 'Delivery',
      pageType: 'custom',
      metaTitle: 'Delivery areas and times',
      metaDescription: 'Where and when we deliver, and how the reusable crates work.',
      components: [
        section('textBlock', {
          content:
            '<h1>Delivery</h1><p>We deliver Tuesday to Saturday between 7 am and 1 pm. Order by 8 pm and your basket arrives the next delivery day.</p><p>Your food comes in a reusable crate; leave the empty one out and the driver takes it back.</p>',
        }),
        section('faq', {
          title: 'Delivery questions',
          blocks: itemsAsBlocks('question', [
            {
              id: 'food-faq-1',
              question: 'What if I am not home?',
              answer:
                'Tell us a safe place at checkout. Chilled items come in an insulated bag that keeps them cold for eight hours.',
            },
            {
              id: 'food-faq-2',
              question: 'Can I change my order after placing it?',
              answer:
                'Yes, until 8 pm the evening before delivery. Write to us from the contact page with your order number.',
            },
            {
              id: 'food-faq-3',
              question: 'Something was missing or damaged. What now?',
              answer:
                'Send us a photo within 48 hours and we refund the item or bring a new one with your next delivery.',
            },
          ]),
        }),
      ],
    },
    {
      slug: 'contact',
      title: 'Contact',
      pageType: 'custom',
      metaTitle: 'Contact us',
      metaDescription: 'Questions about an order, a delivery or wholesale? Write to us.',
      components: [
        section('contactForm', {
          title: 'Say hello',
          subtitle: 'Orders, deliveries, wholesale bread for your café: we read every message.',
          buttonBackground: accent,
          backgroundColor: '#fefce8',
        }),
      ],
    },
  ],
}));
