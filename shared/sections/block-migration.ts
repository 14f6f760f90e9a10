/**
 * The content migrations that made sections of blocks. Version 3 to 4: the static hero's
 * title, subtitle and two call-to-action buttons became its blocks (a heading, a text, a
 * filled and an outline button; a button switched off becomes a hidden block), in the order
 * they were drawn. Version 4 to 5: the product page's name, rating, prices, stock status,
 * purchase panel and description became its blocks (rating and stock switched off: hidden).
 * Version 5 to 6: the footer's about text, link columns and social links became its blocks
 * (a text, menu columns, a social links block, hidden when social links were off).
 * Version 6 to 7: the FAQ's questions and the testimonials' quotes became their blocks (an
 * item's id is its block's; a repeated or missing id gets a fresh one).
 * Version 7 to 8: the product grid's card became its blocks (picture, name, rating, prices,
 * buttons), its rating and button switches the blocks' hidden flags and button switches.
 * Version 8 to 9: the banner's title, subtitle and call-to-action button became its heading,
 * text and button blocks (a button switched off: hidden).
 * Version 9 to 10: the hero slider's slides became its slide blocks, each holding its title,
 * subtitle and buttons as heading, text and button blocks.
 * Frozen: each says what its version meant, whatever the blocks become later (each block
 * then migrates from its own version 1).
 */
interface V3Component {
  type: string;
  props?: Record<string, unknown>;
}

/** A section type's props in the next version; pure. */
type PropsMigration = (props: Record<string, unknown>) => Record<string, unknown>;

/** `components` with the props of each section of a type in `bySection` migrated (containers' children too). */
function migrateSections<C extends V3Component>(
  components: C[],
  bySection: Readonly<Record<string, PropsMigration>>,
): C[] {
  return components.map((c) => {
    let props = { ...(c.props ?? {}) };
    if (Object.hasOwn(bySection, c.type)) props = bySection[c.type]!(props);
    if (c.type === 'container' && Array.isArray(props.children))
      props.children = migrateSections(props.children as V3Component[], bySection);
    return { ...c, props };
  });
}

/**
 * The props that moved into blocks, each the saved value or else its frozen default, and the
 * props that stay.
 */
function takeProps(
  props: Record<string, unknown>,
  defaults: Readonly<Record<string, unknown>>,
): { taken: Record<string, unknown>; rest: Record<string, unknown> } {
  const rest = { ...props };
  const taken: Record<string, unknown> = {};
  for (const key of Object.keys(defaults)) {
    taken[key] = Object.hasOwn(props, key) ? props[key] : defaults[key];
    delete rest[key];
  }
  return { taken, rest };
}

/** A title and subtitle (`title`, `titleSize`, `titleColor`, `subtitle`...) as version-1 heading and text blocks. */
function titleBlocksV1(p: Record<string, unknown>) {
  return [
    {
      id: 'heading-1',
      type: 'heading',
      v: 1,
      props: { text: p.title, size: p.titleSize, color: p.titleColor },
    },
    {
      id: 'text-1',
      type: 'text',
      v: 1,
      props: { text: p.subtitle, size: p.subtitleSize, color: p.subtitleColor },
    },
  ];
}

/** Version 3's defaults of the static hero's props that became blocks. */
const v3HeroStaticDefaults: Record<string, unknown> = {
  title: 'Style That Speaks for Itself',
  subtitle: 'Discover new arrivals crafted for everyday comfort.',
  titleColor: '',
  subtitleColor: '',
  titleSize: { value: 56, unit: 'px' },
  subtitleSize: { value: 20, unit: 'px' },
  showPrimaryCta: true,
  primaryCtaText: 'Shop Now',
  primaryCtaLink: '/shop',
  primaryCtaBackground: '',
  primaryCtaTextColor: '',
  showSecondaryCta: true,
  secondaryCtaText: 'Our story',
  secondaryCtaLink: '/about',
  secondaryCtaColor: '',
  ctaBorderRadius: null,
  ctaOpenInNewTab: false,
};

/** The static hero's version-3 props as version 4's: the moved props out, `blocks` in. */
function heroStaticToBlocks(props: Record<string, unknown>): Record<string, unknown> {
  const { taken: p, rest } = takeProps(props, v3HeroStaticDefaults);
  const button = (extra: Record<string, unknown>) => ({
    radius: p.ctaBorderRadius,
    openInNewTab: p.ctaOpenInNewTab,
    ...extra,
  });
  return {
    ...rest,
    blocks: [
      ...titleBlocksV1(p),
      {
        id: 'button-1',
        type: 'button',
        v: 1,
        ...(p.showPrimaryCta === false ? { hidden: true } : {}),
        props: button({
          label: p.primaryCtaText,
          link: p.primaryCtaLink,
          style: 'primary',
          background: p.primaryCtaBackground,
          textColor: p.primaryCtaTextColor,
        }),
      },
      {
        id: 'button-2',
        type: 'button',
        v: 1,
        ...(p.showSecondaryCta === false ? { hidden: true } : {}),
        props: button({
          label: p.secondaryCtaText,
          link: p.secondaryCtaLink,
          style: 'secondary',
          outlineColor: p.secondaryCtaColor,
        }),
      },
    ],
  };
}

/** Every component of a version-3 list (containers' children too) in version 4. */
export const migrateV3Blocks = <C extends V3Component>(components: C[]): C[] =>
  migrateSections(components, { heroStatic: heroStaticToBlocks });

/** The product section's version-4 props as version 5's: the switches out, `blocks` in. */
function productToBlocks(props: Record<string, unknown>): Record<string, unknown> {
  const { showRating, showStock, ...rest } = props;
  const hiddenIf = (off: boolean) => (off ? { hidden: true } : {});
  const blocks = [
    ['title', false],
    ['rating', showRating === false],
    ['price', false],
    ['stock', showStock === false],
    ['variantPicker', false],
    ['quantity', false],
    ['buyButtons', false],
    ['description', false],
  ] as const;
  return {
    ...rest,
    blocks: blocks.map(([type, off]) => ({
      id: `${type}-1`,
      type,
      v: 1,
      ...hiddenIf(off),
      props: {},
    })),
  };
}

/** Every component of a version-4 list (containers' children too) in version 5. */
export const migrateV4Blocks = <C extends V3Component>(components: C[]): C[] =>
  migrateSections(components, { product: productToBlocks });

/** Version 5's defaults of the footer's props that became blocks. */
const v5FooterDefaults: Record<string, unknown> = {
  columns: [
    {
      title: 'Shop',
      links: [
        { label: 'All products', url: '/shop' },
        { label: 'Checkout', url: '/checkout' },
      ],
    },
    { title: 'Company', links: [{ label: 'About us', url: '/about' }] },
    {
      title: 'Help',
      links: [
        { label: 'Shipping', url: '/page/shipping' },
        { label: 'Returns', url: '/page/returns' },
      ],
    },
  ],
  aboutText: '',
  showSocial: false,
  facebookUrl: '',
  instagramUrl: '',
  xUrl: '',
  youtubeUrl: '',
  tiktokUrl: '',
};

/** The footer's version-5 props as version 6's: the moved props out, `blocks` in. */
function footerToBlocks(props: Record<string, unknown>): Record<string, unknown> {
  const { taken: p, rest } = takeProps(props, v5FooterDefaults);
  const about = typeof p.aboutText === 'string' ? p.aboutText : '';
  const columns = Array.isArray(p.columns) ? (p.columns as unknown[]) : [];
  return {
    ...rest,
    blocks: [
      ...(about.trim()
        ? [
            {
              id: 'text-1',
              type: 'text',
              v: 1,
              // The about text was the footer's own size and text colour (a footer text
              // "from scheme" takes the footer's).
              props: { text: about, size: { value: 1, unit: 'em' }, color: '' },
            },
          ]
        : []),
      ...columns.map((column, i) => ({
        id: `menuColumn-${i + 1}`,
        type: 'menuColumn',
        v: 1,
        props: column,
      })),
      {
        id: 'socialLinks-1',
        type: 'socialLinks',
        v: 1,
        ...(p.showSocial === true ? {} : { hidden: true }),
        props: {
          facebookUrl: p.facebookUrl,
          instagramUrl: p.instagramUrl,
          xUrl: p.xUrl,
          youtubeUrl: p.youtubeUrl,
          tiktokUrl: p.tiktokUrl,
        },
      },
    ],
  };
}

/** Every component of a version-5 list (containers' children too) in version 6. */
export const migrateV5Blocks = <C extends V3Component>(components: C[]): C[] =>
  migrateSections(components, { footer: footerToBlocks });

/**
 * An item's own id (trimmed, at most 100 characters) as its block's, unless it is empty, taken
 * or `reserved`; else `fallback`, `fallback-2`…; added to `taken`.
 */
function keptId(own: unknown, fallback: string, taken: Set<string>, reserved?: RegExp): string {
  const trimmed = typeof own === 'string' ? own.trim().slice(0, 100) : '';
  let id = trimmed && !taken.has(trimmed) && !reserved?.test(trimmed) ? trimmed : fallback;
  for (let n = 2; taken.has(id); n++) id = `${fallback}-${n}`;
  taken.add(id);
  return id;
}

/** Version 6's default items (a section saved with its defaults had none written). */
const v6DefaultItems: Record<string, unknown[]> = {
  question: [
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
  ],
  testimonial: [
    {
      id: 'testimonial-1',
      name: 'Sarah Johnson',
      role: 'Verified buyer',
      text: 'Beautiful quality and super fast delivery. I have already ordered again for my sister!',
      rating: 5,
      image: '',
    },
    {
      id: 'testimonial-2',
      name: 'Michael Chen',
      role: 'Verified buyer',
      text: 'Great customer service. They helped me pick the right size and the fit is perfect.',
      rating: 5,
      image: '',
    },
    {
      id: 'testimonial-3',
      name: 'Amina Yusuf',
      role: 'Verified buyer',
      text: 'Lovely products that look exactly like the photos. Packaging was a nice touch too.',
      rating: 4,
      image: '',
    },
  ],
};

/** A list section's version-6 props as version 7's: `items` out, a block per item in. */
function itemsToBlocks(props: Record<string, unknown>, type: string): Record<string, unknown> {
  const { items, ...rest } = props;
  const list = Array.isArray(items) ? items : v6DefaultItems[type]!;
  const taken = new Set<string>();
  const blocks = list.map((raw, i) => {
    const { id, ...itemProps } =
      raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    return { id: keptId(id, `${type}-${i + 1}`, taken), type, v: 1, props: itemProps };
  });
  return { ...rest, blocks };
}

/** Every component of a version-6 list (containers' children too) in version 7. */
export const migrateV6Blocks = <C extends V3Component>(components: C[]): C[] =>
  migrateSections(components, {
    faq: (props) => itemsToBlocks(props, 'question'),
    testimonial: (props) => itemsToBlocks(props, 'testimonial'),
    testimonial2: (props) => itemsToBlocks(props, 'testimonial'),
  });

/** The product grid's version-7 props as version 8's: the card's switches out, its parts in. */
function productGridToBlocks(props: Record<string, unknown>): Record<string, unknown> {
  const { showRating, showBuyButton, showCartButton, ...rest } = props;
  const showBuyNow = showBuyButton !== false;
  const showAddToCart = showCartButton !== false;
  const part = (type: string, hidden: boolean, partProps: Record<string, unknown> = {}) => ({
    id: `${type}-1`,
    type,
    v: 1,
    ...(hidden ? { hidden: true } : {}),
    props: partProps,
  });
  return {
    ...rest,
    blocks: [
      part('productImage', false),
      part('title', false),
      part('rating', showRating === false),
      part('price', false),
      part('cardButtons', !showBuyNow && !showAddToCart, { showBuyNow, showAddToCart }),
    ],
  };
}

/** Every component of a version-7 list (containers' children too) in version 8. */
export const migrateV7Blocks = <C extends V3Component>(components: C[]): C[] =>
  migrateSections(components, { productGrid: productGridToBlocks });

/** Version 8's defaults of the banner's props that became blocks. */
const v8BannerDefaults: Record<string, unknown> = {
  title: 'Explore Our Winter Products',
  subtitle: 'Warm layers, cosy knits and everything you need for the cold season.',
  titleColor: '',
  subtitleColor: '',
  titleSize: { value: 48, unit: 'px' },
  subtitleSize: { value: 18, unit: 'px' },
  showCta: true,
  ctaText: 'Shop Now',
  ctaLink: '/shop',
  ctaBackground: '',
  ctaTextColor: '',
  ctaPadding: { top: 12, right: 28, bottom: 12, left: 28 },
  ctaBorderRadius: null,
  ctaOpenInNewTab: false,
};

/** The banner's version-8 props as version 9's: the moved props out, `blocks` in. */
function bannerToBlocks(props: Record<string, unknown>): Record<string, unknown> {
  const { taken: p, rest } = takeProps(props, v8BannerDefaults);
  return {
    ...rest,
    blocks: [
      ...titleBlocksV1(p),
      {
        id: 'button-1',
        type: 'button',
        v: 1,
        ...(p.showCta === false ? { hidden: true } : {}),
        props: {
          label: p.ctaText,
          link: p.ctaLink,
          style: 'primary',
          background: p.ctaBackground,
          textColor: p.ctaTextColor,
          radius: p.ctaBorderRadius,
          padding: p.ctaPadding,
          openInNewTab: p.ctaOpenInNewTab,
        },
      },
    ],
  };
}

/** Every component of a version-8 list (containers' children too) in version 9. */
export const migrateV8Blocks = <C extends V3Component>(components: C[]): C[] =>
  migrateSections(components, { banner: bannerToBlocks });

/** Version 9's default slides (a hero saved with its defaults had none written). */
const v9DefaultSlides: Record<string, unknown>[] = [
  {
    id: 'hero-slide-1',
    backgroundType: 'gradient',
    background: 'linear-gradient(135deg, #1e3a8a 0%, #6d28d9 100%)',
    title: 'New Season Arrivals',
    subtitle: 'Fresh styles for every day. Discover what just landed.',
    ctaButtons: [{}, { text: 'Our story', variant: 'secondary', url: '/about' }],
  },
  {
    id: 'hero-slide-2',
    backgroundType: 'solid',
    background: '#0f766e',
    title: 'Crafted to Last',
    subtitle: 'Quality materials and careful details in everything we make.',
    ctaButtons: [{ text: 'Explore the Collection' }],
    textAlign: 'left',
  },
  {
    id: 'hero-slide-3',
    backgroundType: 'gradient',
    background: 'linear-gradient(120deg, #111827 0%, #7f1d1d 100%)',
    title: 'Up to 30% Off',
    subtitle: 'Limited-time offers on customer favourites, while stocks last.',
    ctaButtons: [{ text: 'Shop the Sale' }],
  },
];

/** Version 9's slide defaults, and its call-to-action button's. */
const v9SlideDefaults: Record<string, unknown> = {
  backgroundType: 'solid',
  background: '#111827',
  title: '',
  subtitle: '',
  ctaButtons: [],
  textColor: '#ffffff',
  overlayColor: '#000000',
  overlayOpacity: 0,
  textAlign: 'center',
  titleSize: 52,
  subtitleSize: 20,
};
const v9ButtonDefaults: Record<string, unknown> = {
  text: 'Shop Now',
  variant: 'primary',
  url: '/shop',
  target: '_self',
};

/** Where version 10's slide keeps a version-9 background of each type. */
const slideBackgroundProp: Record<string, string> = {
  image: 'backgroundImage',
  video: 'backgroundVideo',
  solid: 'backgroundColor',
  gradient: 'backgroundGradient',
};

/** A version-9 slide as a version-1 slide block (its blocks' ids `slide<n>-…`). */
function slideToBlock(raw: unknown, i: number, id: string) {
  const { taken: p } = takeProps(
    raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {},
    v9SlideDefaults,
  );
  const n = i + 1;
  const line = (type: string, text: unknown, size: unknown) =>
    typeof text === 'string' && text
      ? [
          {
            id: `slide${n}-${type}-1`,
            type,
            v: 1,
            props: { text, size: { value: size, unit: 'px' }, color: '' },
          },
        ]
      : [];
  const buttons = Array.isArray(p.ctaButtons) ? (p.ctaButtons as unknown[]) : [];
  const type = String(p.backgroundType);
  return {
    id,
    type: 'slide',
    v: 1,
    props: {
      backgroundType: type,
      ...(Object.hasOwn(slideBackgroundProp, type)
        ? { [slideBackgroundProp[type]!]: p.background }
        : {}),
      overlayColor: p.overlayColor,
      overlayOpacity: p.overlayOpacity,
      textColor: p.textColor,
      textAlign: p.textAlign,
      blocks: [
        ...line('heading', p.title, p.titleSize),
        ...line('text', p.subtitle, p.subtitleSize),
        ...buttons.map((rawButton, k) => {
          const { taken: b } = takeProps(
            rawButton && typeof rawButton === 'object'
              ? (rawButton as Record<string, unknown>)
              : {},
            v9ButtonDefaults,
          );
          // Drawn in the slide's text colour ("from scheme" in a slide) as a pill.
          return {
            id: `slide${n}-button-${k + 1}`,
            type: 'button',
            v: 1,
            props: {
              label: b.text,
              link: b.url,
              style: b.variant === 'secondary' ? 'secondary' : 'primary',
              radius: 100,
              openInNewTab: b.target === '_blank',
            },
          };
        }),
      ],
    },
  };
}

/** The hero slider's version-9 props as version 10's: `slides` out, a slide block per slide in. */
function heroToBlocks(props: Record<string, unknown>): Record<string, unknown> {
  const { slides, ...rest } = props;
  const list = Array.isArray(slides) ? slides : v9DefaultSlides;
  const taken = new Set<string>();
  // A slide's id stays unless another slide's or its blocks' ids (`slide<n>-…`) took it.
  const blocks = list.map((raw, i) => {
    const own = raw && typeof raw === 'object' ? (raw as Record<string, unknown>).id : undefined;
    return slideToBlock(raw, i, keptId(own, `slide-${i + 1}`, taken, /^slide\d+-/));
  });
  return { ...rest, blocks };
}

/** Every component of a version-9 list (containers' children too) in version 10. */
export const migrateV9Blocks = <C extends V3Component>(components: C[]): C[] =>
  migrateSections(components, { hero: heroToBlocks });
