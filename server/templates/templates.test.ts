import { describe, expect, it } from 'vitest';
import {
  pagePath,
  parseContentDocument,
  sectionRegistry,
  sectionTypes,
  type Component,
} from '../../shared';
import { templateImageSvg } from './template-images';
import { sectionTypesOf, storeTemplates, toTemplateSummary } from './index';

/** Every internal link a document's props hold (`url`, `href`, `link`, `*Url`, `*Link`, HTML hrefs). */
function linksOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) linksOf(v, out);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (typeof v === 'string' && /^(url|href|link)$|(Url|Link)$/.test(key)) out.push(v);
      else if (typeof v === 'string') {
        for (const m of v.matchAll(/href="([^"]*)"/g)) out.push(m[1]!);
      } else linksOf(v, out);
    }
  }
  return out.filter((l) => l.startsWith('/'));
}

/** Every image path a document's props hold. */
function imagesOf(components: Component[]): string[] {
  return (
    JSON.stringify(components).match(/\/api\/platform\/template-images\/[a-z0-9-]+\.svg/g) ?? []
  );
}

describe('store templates', () => {
  it('offers at least four templates with unique ids, each with a home and an about page', () => {
    expect(storeTemplates.length).toBeGreaterThanOrEqual(4);
    expect(new Set(storeTemplates.map((t) => t.id)).size).toBe(storeTemplates.length);
    for (const t of storeTemplates) {
      expect(t.pages.map((p) => p.slug)).toEqual(expect.arrayContaining(['home', 'about']));
      expect(new Set(t.pages.map((p) => p.slug)).size).toBe(t.pages.length);
    }
  });

  it.each(storeTemplates.map((t) => [t.id, t] as const))(
    '%s: every page and the header/footer pass the section schemas',
    (_id, template) => {
      const global = parseContentDocument({ components: template.globalComponents });
      expect(global.ok && global.document.components.map((c) => c.type)).toEqual([
        'topbar',
        'navbar',
        'footer',
      ]);
      for (const page of template.pages) {
        const parsed = parseContentDocument({ components: page.components });
        expect(parsed.ok ? [] : parsed.issues, page.slug).toEqual([]);
        for (const c of page.components)
          expect(sectionRegistry[c.type].contentType, `${page.slug} ${c.type}`).toBe('normal');
      }
    },
  );

  it('uses every section type a merchant can place, across the templates', () => {
    const used = new Set<string>();
    for (const t of storeTemplates) {
      sectionTypesOf(t.globalComponents, used);
      for (const p of t.pages) sectionTypesOf(p.components, used);
    }
    // `product` is not placed on pages: the product route renders it for every product.
    const placeable = sectionTypes.filter((type) => !sectionRegistry[type].hidden);
    expect(placeable).toHaveLength(17);
    expect(placeable.filter((type) => !used.has(type))).toEqual([]);
  });

  it.each(storeTemplates.map((t) => [t.id, t] as const))(
    '%s: links only to its own pages and to routes every store has',
    (_id, template) => {
      const own = new Set(template.pages.map(pagePath));
      const everyStore = new Set(['/', '/shop', '/checkout']);
      const all = [
        ...linksOf(template.globalComponents),
        ...template.pages.flatMap((p) => linksOf(p.components)),
      ];
      expect(all.length).toBeGreaterThan(5);
      expect(all.filter((l) => !own.has(l) && !everyStore.has(l))).toEqual([]);
    },
  );

  it('draws every picture the templates show', () => {
    for (const t of storeTemplates) {
      for (const path of [t.globalComponents, ...t.pages.map((p) => p.components)].flatMap(
        imagesOf,
      )) {
        const svg = templateImageSvg(path.split('/').pop()!);
        expect(svg, path).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      }
    }
    expect(templateImageSvg('missing.svg')).toBeUndefined();
    expect(templateImageSvg('__proto__')).toBeUndefined();
  });

  it('summarises each template with its pages, paths and section types', () => {
    const fashion = toTemplateSummary(storeTemplates[0]!);
    expect(fashion.pages.find((p) => p.slug === 'lookbook')).toEqual({
      slug: 'lookbook',
      title: 'Lookbook',
      path: '/page/lookbook',
      sectionTypes: ['heroStatic', 'container', 'imageBlock', 'textBlock', 'simpleProductGrid'],
    });
  });
});
