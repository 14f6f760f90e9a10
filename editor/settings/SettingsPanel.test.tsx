import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  defaultTheme,
  defaultSectionProps,
  getSectionDefinition,
  sectionTypes,
  type Block,
  type SectionType,
  type SettingKind,
} from '../../shared';
import type { Component } from '../../protocol';
import type { z } from 'zod';
import { getNumberBounds, getObjectShape, getPropSchema } from './schema-introspection';
import { BlockSettingsPanel, SettingsPanel } from './SettingsPanel';
import { isSettingVisible } from './setting-layout';

const pageLinks = [
  { title: 'Home', url: '/' },
  { title: 'About us', url: '/page/about-us' },
];
const categories = [
  { slug: 'shoes', name: 'Shoes' },
  { slug: 'hats', name: 'Hats' },
];

function render(
  type: SectionType,
  props: Record<string, unknown> = defaultSectionProps(type) as Record<string, unknown>,
): string {
  const component = { id: `${type}-0000abcd`, type, props } as Component;
  return renderToStaticMarkup(
    <SettingsPanel
      component={component}
      onChange={() => undefined}
      theme={defaultTheme}
      pageLinks={pageLinks}
      categories={categories}
    />,
  );
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The opening tag of the form control named `name`, or undefined. */
function controlTag(html: string, name: string): string | undefined {
  return new RegExp(`<(input|select|textarea)\\b[^>]*\\bname="${escapeRe(name)}"[^>]*>`).exec(
    html,
  )?.[0];
}

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** Asserts a control named `name` exists and a <label for> names it. */
function expectLabelledControl(html: string, name: string) {
  const tag = controlTag(html, name);
  expect(tag, `control named ${name}`).toBeDefined();
  const id = attr(tag!, 'id');
  expect(id, `id of ${name}`).toBeDefined();
  expect(html).toContain(`for="${id}"`);
}

const namedKinds: SettingKind[] = [
  'color',
  'text',
  'textarea',
  'richText',
  'checkbox',
  'select',
  'number',
  'file',
  'productCollection',
  'unitNumber',
];

describe('SettingsPanel', () => {
  describe.each(sectionTypes)('for a %s section with default props', (type) => {
    const definition = getSectionDefinition(type)!;
    const props = defaultSectionProps(type) as Record<string, unknown>;
    const html = render(type);

    it('renders a labelled control for every visible setting, named by its prop key', () => {
      for (const descriptor of definition.settings.filter((d) => isSettingVisible(d, props))) {
        const { key, kind } = descriptor;
        expect(html, `wrapper of ${key}`).toContain(`data-setting="${key}"`);
        if (namedKinds.includes(kind)) expectLabelledControl(html, key);
        if (kind === 'spacing') {
          for (const side of ['top', 'right', 'bottom', 'left']) {
            expectLabelledControl(html, `${key}.${side}`);
          }
        }
        if (kind === 'unitNumber') expect(controlTag(html, `${key}.unit`)).toBeDefined();
      }
    });

    it('leaves out the settings whose showIf does not hold', () => {
      for (const descriptor of definition.settings.filter((d) => !isSettingVisible(d, props))) {
        expect(html).not.toContain(`data-setting="${descriptor.key}"`);
        expect(controlTag(html, descriptor.key)).toBeUndefined();
      }
    });

    it('names top-level controls only after the settings it shows', () => {
      const keys = new Set(definition.settings.map((d) => d.key));
      const names = [...html.matchAll(/\sname="([^"]*)"/g)].map((m) => m[1]!.split('.')[0]!);
      for (const name of names) expect(keys.has(name), name).toBe(true);
    });

    it('gives every form control a label or an accessible name', () => {
      for (const [tag] of html.matchAll(/<(input|select|textarea)\b[^>]*>/g)) {
        const id = attr(tag, 'id');
        const labelled =
          (id !== undefined && html.includes(`for="${id}"`)) || /aria-label="/.test(tag);
        expect(labelled, tag).toBe(true);
      }
    });

    it("[regression] gives every number input its schema's bounds as min and max", () => {
      for (const descriptor of definition.settings.filter((d) => isSettingVisible(d, props))) {
        const { key, kind } = descriptor;
        const schema = getPropSchema(definition, key);
        const inputs: [string, z.ZodType | undefined][] =
          kind === 'number'
            ? [[key, schema]]
            : kind === 'unitNumber'
              ? [[key, getObjectShape(schema)?.value]]
              : kind === 'spacing'
                ? (['top', 'right', 'bottom', 'left'] as const).map((side) => [
                    `${key}.${side}`,
                    getObjectShape(schema)?.[side],
                  ])
                : [];
        for (const [name, numberSchema] of inputs) {
          const bounds = getNumberBounds(numberSchema);
          expect(bounds.min, `${name} has a minimum`).toBeDefined();
          const tag = controlTag(html, name)!;
          expect(attr(tag, 'min'), `${name} min`).toBe(String(bounds.min));
          expect(attr(tag, 'max'), `${name} max`).toBe(
            bounds.max === undefined ? undefined : String(bounds.max),
          );
        }
      }
    });

    it('groups settings under collapsible fieldsets, only the first open at first', () => {
      const toggles = [...html.matchAll(/aria-expanded="(true|false)"/g)].map((m) => m[1]);
      expect(toggles.length).toBeGreaterThan(0);
      expect(toggles[0]).toBe('true');
      expect(toggles.slice(1).every((open) => open === 'false')).toBe(true);
      // Collapsed groups stay in the form (hidden): their controls exist for a toggle to show.
      const bodies = [...html.matchAll(/<div id="[^"]*" class="be-settings-group-body"[^>]*>/g)];
      expect(bodies.length).toBe(toggles.length);
      bodies.forEach(([tag], i) => expect(/\shidden=""/.test(tag), tag).toBe(i > 0));
      expect(html).toContain('<legend');
    });
  });

  it('shows a setting once its showIf condition is met', () => {
    const faq = defaultSectionProps('faq');
    const off = render('faq', { ...faq, showSearch: false });
    expect(controlTag(off, 'searchPlaceholder')).toBeUndefined();
    expect(off).not.toContain('data-setting="searchPlaceholder"');
    const on = render('faq', { ...faq, showSearch: true });
    expectLabelledControl(on, 'searchPlaceholder');

    const video = defaultSectionProps('videoBlock');
    expect(controlTag(render('videoBlock', video), 'posterImage')).toBeUndefined();
    expectLabelledControl(render('videoBlock', { ...video, videoType: 'html5' }), 'posterImage');
  });

  it('fills in defaults for props the component lacks', () => {
    const html = render('faq', {});
    expect(controlTag(html, 'title')).toContain('value="Frequently Asked Questions"');
  });

  it('keeps number option values apart from strings in selects', () => {
    const html = render('footer');
    const select = /<select[^>]*name="desktopColumns"[^>]*>([\s\S]*?)<\/select>/.exec(html)![1]!;
    expect(select).toContain('<option value="3" selected="">3</option>');
  });

  it('renders a colour as a picker swatch and a text input', () => {
    const html = render('banner', { ...defaultSectionProps('banner'), overlayColor: '#1f2937' });
    expect(controlTag(html, 'overlayColor')).toContain('value="#1f2937"');
    expect(html).toMatch(
      /<input type="color"[^>]*aria-label="Overlay colour: pick a colour"[^>]*value="#1f2937"/,
    );
  });

  it("shows a colour left to the scheme as the scheme's colour, and offers the theme's schemes", () => {
    const html = render('banner');
    // The banner's default scheme is 2 (Dark): its background is the scheme's.
    expect(controlTag(html, 'backgroundColor')).toContain(
      'placeholder="From scheme: Background of Dark"',
    );
    expect(html).toMatch(
      /<input type="color"[^>]*aria-label="Background colour: pick a colour"[^>]*value="#111827"/,
    );
    const select = /<select[^>]*name="colorScheme"[^>]*>([\s\S]*?)<\/select>/.exec(html)![1]!;
    expect(select).toContain('<option value="scheme-2" selected="">2. Dark</option>');
    expect(select.match(/<option/g)).toHaveLength(defaultTheme.colorSchemes.length);
  });

  it("shows a radius left to the theme as the theme's value, and a section's own as it is", () => {
    const html = render('productGrid');
    expect(controlTag(html, 'buyButtonRadius')).toContain('placeholder="From theme: 6"');
    expect(controlTag(html, 'buyButtonRadius')).toContain('value=""');
    const own = render('productGrid', {
      ...defaultSectionProps('productGrid'),
      buyButtonRadius: 20,
    });
    expect(controlTag(own, 'buyButtonRadius')).toContain('value="20"');
    expect(own).toContain('Use theme');
  });

  it('renders a unit number with its allowed units', () => {
    const html = render('banner');
    expect(controlTag(html, 'height')).toContain('value="550"');
    const units = /<select[^>]*name="height.unit"[^>]*>([\s\S]*?)<\/select>/.exec(html)![1]!;
    expect([...units.matchAll(/value="([^"]*)"/g)].map((m) => m[1])).toEqual(['px', 'vh', 'rem']);
  });

  it('shows "No image selected" for an empty image and a preview otherwise', () => {
    expect(render('imageBlock')).toContain('No image selected');
    const html = render('imageBlock', {
      ...defaultSectionProps('imageBlock'),
      src: 'https://cdn.example.com/a.png',
    });
    expect(html).toContain('<img src="https://cdn.example.com/a.png" alt="Image preview"');
    expect(html).toContain('Remove image');
  });

  it('offers the store categories by slug, with "All products" for the empty collection', () => {
    const html = render('productGrid', {
      ...defaultSectionProps('productGrid'),
      collection: 'hats',
    });
    const select = /<select[^>]*name="collection"[^>]*>([\s\S]*?)<\/select>/.exec(html)![1]!;
    expect(select).toContain('<option value="">All products</option>');
    expect(select).toContain('<option value="shoes">Shoes</option>');
    expect(select).toContain('<option value="hats" selected="">Hats</option>');
  });

  it('edits list items with nested names and item actions', () => {
    const html = render('topbar');
    expectLabelledControl(html, 'messages.0.text');
    expectLabelledControl(html, 'messages.2.icon');
    expect(html).toContain('aria-label="Move message 2 up"');
    expect(html).toContain('aria-label="Remove message 3"');
    expect(html).toContain('+ Add message');
  });

  it('edits an FAQ question block and a testimonial block', () => {
    const blockForm = (block: Block) =>
      renderToStaticMarkup(
        <BlockSettingsPanel
          block={block}
          schemeId="scheme-1"
          onChange={() => undefined}
          theme={defaultTheme}
          pageLinks={pageLinks}
          categories={categories}
        />,
      );
    const [question] = (defaultSectionProps('faq') as { blocks: Block[] }).blocks;
    const faq = blockForm(question!);
    expectLabelledControl(faq, 'question');
    expect(controlTag(faq, 'answer')).toMatch(/^<textarea/);
    const third = (defaultSectionProps('testimonial') as { blocks: Block[] }).blocks[2]!;
    const testimonial = blockForm(third);
    expectLabelledControl(testimonial, 'image');
    const rating = /<select[^>]*name="rating"[^>]*>([\s\S]*?)<\/select>/.exec(testimonial)![1]!;
    expect(rating).toContain('<option value="4" selected="">4 stars</option>');
  });

  it("edits a footer menu column's title and links, suggesting page URLs", () => {
    const [column] = (defaultSectionProps('footer') as { blocks: Block[] }).blocks;
    const html = renderToStaticMarkup(
      <BlockSettingsPanel
        block={column!}
        schemeId="scheme-2"
        onChange={() => undefined}
        theme={defaultTheme}
        pageLinks={pageLinks}
        categories={categories}
      />,
    );
    expectLabelledControl(html, 'title');
    const url = controlTag(html, 'links.1.url')!;
    expect(url).toContain('value="/checkout"');
    const listId = attr(url, 'list')!;
    expect(html).toContain(`<datalist id="${listId}"><option value="/">Home</option>`);
  });

  it('edits nav links and topbar messages', () => {
    const navbar = render('navbar');
    expectLabelledControl(navbar, 'links.1.url');
    expect(controlTag(navbar, 'links.1.url')).toContain('list=');
    expectLabelledControl(navbar, 'links.0.type');
    expectLabelledControl(navbar, 'links.0.target');
    const topbar = render('topbar');
    expectLabelledControl(topbar, 'messages.0.icon');
    expectLabelledControl(topbar, 'messages.2.text');
  });

  it('renders a rich text editor with a formatting toolbar', () => {
    const html = render('textBlock');
    expectLabelledControl(html, 'content');
    expect(html).toContain('role="toolbar"');
    expect(html).toContain('aria-label="Bold"');
  });

  it('says so for an unknown section type', () => {
    const html = renderToStaticMarkup(
      <SettingsPanel
        component={{ id: 'x-1', type: 'nope', props: {} } as unknown as Component}
        onChange={() => undefined}
        theme={defaultTheme}
        pageLinks={[]}
        categories={[]}
      />,
    );
    expect(html).toContain('This section has no settings.');
  });
});
