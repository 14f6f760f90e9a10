import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorsFromIssues, schemaResolver } from './schema-resolver';

const schema = z.strictObject({
  storeId: z.string().min(1, 'Store is required'),
  name: z.string().min(1, 'Name is required'),
  images: z.array(z.string().startsWith('/', 'Image must be a path')),
});

describe('schemaResolver', () => {
  const resolver = schemaResolver<{ name: string; gallery: { url: string }[] }>(
    schema,
    (v) => ({ storeId: 's1', name: v.name, images: v.gallery.map((g) => g.url) }),
    () => (path) => (path.startsWith('images.') ? `gallery.${path.split('.')[1]}.url` : path),
  );
  const run = (values: { name: string; gallery: { url: string }[] }) =>
    resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('answers the form values when the body parses', async () => {
    const values = { name: 'Mug', gallery: [{ url: '/a.png' }] };
    expect(await run(values)).toEqual({ values, errors: {} });
  });

  it("puts each issue on the form field it maps to, with the schema's message", async () => {
    const result = await run({ name: '', gallery: [{ url: '/ok.png' }, { url: 'bad' }] });
    expect(result.errors).toEqual({
      name: { type: 'validate', message: 'Name is required' },
      gallery: { '1': { url: { type: 'validate', message: 'Image must be a path' } } },
    });
  });
});

describe('errorsFromIssues', () => {
  it('keeps the first message of a field and sends unmapped issues to root', () => {
    const tree = errorsFromIssues(
      [
        { path: ['price'], message: 'first' },
        { path: ['price'], message: 'second' },
        { path: ['storeId'], message: 'Store is required' },
      ],
      (p) => (p === 'storeId' ? null : p),
    );
    expect(tree).toEqual({
      price: { type: 'validate', message: 'first' },
      root: { type: 'validate', message: 'Store is required' },
    });
  });

  it('does not put a child error under a row that already has its own message', () => {
    const tree = errorsFromIssues(
      [
        { path: ['variations', 0], message: 'This variant is listed twice' },
        { path: ['variations', 0, 'price'], message: 'Price must be at least 0' },
      ],
      (p) => p,
    );
    expect(tree).toEqual({
      variations: { '0': { type: 'validate', message: 'This variant is listed twice' } },
    });
  });
});
