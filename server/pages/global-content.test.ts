/**
 * What a builder save writes to a store's global content (draft, publish, nothing), the JSON
 * comparison behind it, and the 400s of the global content check.
 */
import { describe, expect, it } from 'vitest';
import { defaultTheme, themePreset, type ContentDocument } from '../../shared';
import { HttpError } from '../http/errors';
import { requireValidContent, requireValidGlobalContent, sameContent } from './content';
import { hasUnpublishedGlobal, planGlobalWrite, type StoreGlobal } from './global-content';

const doc = (logoText: string): ContentDocument =>
  requireValidGlobalContent([{ id: 'navbar-1', type: 'navbar', props: { logoText } }]);

const store = (live: string, draft: string | null): StoreGlobal => ({
  id: 's',
  name: 'S',
  subdomain: 's',
  currency: 'USD',
  globalContent: doc(live),
  globalContentDraft: draft === null ? null : doc(draft),
  globalContentVersion: 3,
});

function fieldsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return (error.details ?? []).map((d) => d.field);
    throw error;
  }
  throw new Error('expected a 400');
}

describe('sameContent', () => {
  it('ignores key order and compares values deeply', () => {
    expect(sameContent({ a: 1, b: [{ x: 1, y: 2 }] }, { b: [{ y: 2, x: 1 }], a: 1 })).toBe(true);
    expect(sameContent({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameContent({ a: 1 }, { a: 1, b: undefined })).toBe(true);
  });
});

describe('planGlobalWrite', () => {
  it('stores a changed draft and nothing for an unchanged one', () => {
    expect(planGlobalWrite(store('A', null), doc('B'), false)).toEqual({
      globalContentDraft: doc('B'),
    });
    expect(planGlobalWrite(store('A', null), doc('A'), false)).toBeNull();
    expect(planGlobalWrite(store('A', 'B'), doc('B'), false)).toBeNull();
    expect(planGlobalWrite(store('A', null), undefined, false)).toBeNull();
  });

  it('drops the draft when it goes back to what shoppers see', () => {
    expect(planGlobalWrite(store('A', 'B'), doc('A'), false)).toEqual({
      globalContentDraft: null,
    });
  });

  it('publishes the incoming draft, else the stored one, else nothing', () => {
    expect(planGlobalWrite(store('A', 'B'), doc('C'), true)).toEqual({
      globalContent: doc('C'),
      globalContentDraft: null,
    });
    expect(planGlobalWrite(store('A', 'B'), undefined, true)).toEqual({
      globalContent: doc('B'),
      globalContentDraft: null,
    });
    expect(planGlobalWrite(store('A', null), undefined, true)).toBeNull();
    expect(planGlobalWrite(store('A', null), doc('A'), true)).toBeNull();
  });

  it('tells unpublished global changes', () => {
    expect(hasUnpublishedGlobal(store('A', null))).toBe(false);
    expect(hasUnpublishedGlobal(store('A', 'A'))).toBe(false);
    expect(hasUnpublishedGlobal(store('A', 'B'))).toBe(true);
  });
});

describe('the theme in the global content', () => {
  it('counts a missing theme as the default one: saving the default theme writes nothing', () => {
    const withDefault = { ...doc('A'), theme: defaultTheme };
    expect(planGlobalWrite(store('A', null), withDefault, false)).toBeNull();
    expect(hasUnpublishedGlobal({ ...store('A', null), globalContentDraft: withDefault })).toBe(
      false,
    );
  });

  it('drafts a changed theme, and keeps the store theme when a save sends none', () => {
    const bold = { ...doc('A'), theme: themePreset('bold')!.theme };
    expect(planGlobalWrite(store('A', null), bold, false)).toEqual({ globalContentDraft: bold });
    const drafted = { ...store('A', null), globalContentDraft: bold };
    expect(planGlobalWrite(drafted, doc('A'), false)).toBeNull();
    expect(planGlobalWrite(drafted, doc('B'), false)).toEqual({
      globalContentDraft: { ...doc('B'), theme: bold.theme },
    });
  });
});

describe('content checks', () => {
  it('names fields under the body field they came in', () => {
    expect(fieldsOf(() => requireValidContent('x'))).toEqual(['content']);
    expect(fieldsOf(() => requireValidGlobalContent({ components: 1 }))).toEqual([
      'globalContent.components',
    ]);
    expect(
      fieldsOf(() =>
        requireValidGlobalContent([{ id: 'n', type: 'navbar', props: { logoHeight: 1e6 } }]),
      ),
    ).toEqual(['globalContent.components[0].props.logoHeight']);
  });

  it('refuses page sections in the global content', () => {
    expect(
      fieldsOf(() =>
        requireValidGlobalContent([
          { id: 't', type: 'topbar', props: {} },
          { id: 'b', type: 'banner', props: {} },
        ]),
      ),
    ).toEqual(['globalContent.components[1].type']);
  });
});
