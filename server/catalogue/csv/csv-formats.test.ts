/**
 * Reading a CSV into product drafts, without a database: spreadsheet row numbers (blank rows
 * and cells with line breaks), the format the header says, our format's rows of one product
 * and the formula guard, Shopify's prices, images and "Default Title", and errors pinned to
 * their cells.
 */
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors';
import { csvLine, guardFormula } from '../../lib/csv';
import { planImport, planErrors } from './import-plan';
import { readCsv } from './read-csv';

describe('readCsv', () => {
  it('numbers rows as a spreadsheet does and reads cells by header', () => {
    const table = readCsv(
      '\uFEFFHandle, Title ,Body (HTML)\r\n\r\na,"A, with comma","<p>one\nline two</p>"\nb,B,\n',
    );
    expect(table.format).toBe('shopify');
    expect(table.rows.map((r) => r.row)).toEqual([3, 4]);
    expect(table.rows[0]!.get('title')).toBe('A, with comma');
    expect(table.rows[0]!.raw('body (html)')).toBe('<p>one\nline two</p>');
    expect(table.rows[1]!.get('missing column')).toBe('');
    expect(table.rowCount).toBe(3);
  });

  it('refuses a file whose header is neither format or cannot be read, naming csv', () => {
    for (const text of ['x,y\n1,2\n', '"Handle"x,Title\na,A\n', '\n\n']) {
      let error: unknown;
      try {
        readCsv(text);
      } catch (e) {
        error = e;
      }
      expect(error, text).toBeInstanceOf(HttpError);
      expect((error as HttpError).details?.[0]?.field).toBe('csv');
    }
  });
});

describe('readCsv, tolerant and honest', () => {
  it('reads cells with spaces after their closing quote', () => {
    const table = readCsv('Handle,Title,Variant Price\n"a" ,"A, padded" , "9.50" \n');
    expect(table.rows[0]!.get('title')).toBe('A, padded');
    expect(table.rows[0]!.get('variant price')).toBe('9.50');
    expect(table.unreadable).toEqual([]);
  });

  it('skips a row it cannot read, names its row and line, and reads every other row', () => {
    const table = readCsv(
      [
        'Handle,Title',
        'a,A',
        '',
        '"b"x,B',
        '"c","C with',
        'two lines"',
        'd,D',
        '"e"y,E',
        'f,F 5" wide',
      ].join('\n'),
    );
    expect(table.rows.map((r) => [r.row, r.get('handle'), r.get('title')])).toEqual([
      [2, 'a', 'A'],
      [5, 'c', 'C with\ntwo lines'],
      [6, 'd', 'D'],
      [8, 'f', 'F 5" wide'],
    ]);
    expect(table.unreadable.map((e) => [e.row, e.message])).toEqual([
      [
        4,
        expect.stringMatching(
          /^This row could not be read \(line 4 of the file: .+\); it was skipped$/,
        ),
      ],
      [7, expect.stringContaining('(line 8 of the file')],
    ]);
    expect(table.rowCount).toBe(7);
  });

  it('reads both generations of Shopify headers, and says which columns it leaves out', () => {
    const current = planImport(
      [
        'Title,URL handle,Description,Vendor,Tags,SKU,Price,Compare-at price,Inventory quantity,Weight value (grams),Product image URL,Option1 name,Option1 value',
        'Ring,ring,<p>Gold</p>,Acme,"gold, sale",R-1,14.5,20,3,0.6,https://img.example/ring.png,Title,Default Title',
      ].join('\n'),
    );
    expect(current.format).toBe('shopify');
    expect(current.drafts[0]!.input).toMatchObject({
      name: 'Ring',
      slug: 'ring',
      description: '<p>Gold</p>',
      sku: 'R-1',
      price: 20,
      discountPrice: 14.5,
      stock: 3,
      // Decimal grams kept (a 0.6 g ring), not rounded.
      weightGrams: 0.6,
      productImage: 'https://img.example/ring.png',
    });
    expect(current.drafts[0]!.input).toMatchObject({ vendor: 'Acme', tags: ['gold', 'sale'] });
    expect(current.ignoredColumns).toEqual([]);
  });

  it('leaves the stock alone when the file has no stock column', () => {
    const plan = planImport('Handle,Title,Variant Price\nmug,Mug,5\n');
    expect(plan.drafts[0]!.fields.has('stock')).toBe(false);
    expect(plan.drafts[0]!.variantFields.has('stock')).toBe(false);
  });
});

describe('our format', () => {
  it('groups a handle’s rows into one product with its variants, undoing the formula guard', () => {
    const plan = planImport(
      [
        'handle,name,price,sku,option1_name,option1_type,option1_value,variant_price,variant_stock,swatches',
        `tee,${csvLine([guardFormula('=Tee')]).trim()},20,${guardFormula('-T')},Colour,color,Red,20,3,"{""Colour"":{""Red"":""#ff0000""}}"`,
        'tee,,,,,,Blue,22,1,',
        'mug,Mug,5,,,,,,,',
      ].join('\n'),
    );
    expect(plan.format).toBe('native');
    const [tee, mug] = plan.drafts;
    expect(tee!.rows).toEqual([2, 3]);
    expect(tee!.input).toMatchObject({
      name: '=Tee',
      slug: 'tee',
      sku: '-T',
      price: 20,
      attributeGroups: [
        { name: 'Colour', type: 'color', values: ['Red', 'Blue'], swatches: { Red: '#ff0000' } },
      ],
      variations: [
        { price: 20, stock: 3, attributes: { Colour: 'Red' } },
        { price: 22, stock: 1, attributes: { Colour: 'Blue' } },
      ],
    });
    expect(mug!.input).toMatchObject({ name: 'Mug', price: 5, variations: [] });
  });

  it('pins each problem to its row and column', () => {
    const plan = planImport(
      [
        'handle,name,price,option1_name,option1_value,variant_price',
        ',,1,,,', // no handle, no name
        'a,A,x,,,', // price not a number
        'b,B,3,Size,S,2',
        'b,,,,S,4', // the same variant twice
        'c,C,2,,,',
        'c,C again,2,,,', // a second row of a product without options
      ].join('\n'),
    );
    expect(planErrors(plan)).toEqual([
      { row: 2, column: 'handle', message: 'Every row needs a handle (the product’s slug)' },
      { row: 3, column: 'price', message: "Price must be a number like 19.99 (got 'x')" },
      { row: 5, column: 'option1_value', message: 'This variant is listed twice' },
      {
        row: 7,
        column: 'handle',
        message:
          'Another row has this handle: the rows of one product are its variants and need option values',
      },
    ]);
  });
});

describe('Shopify format', () => {
  it('maps compare-at prices, images by position, Default Title and status', () => {
    const header =
      'Handle,Title,Body (HTML),Type,Published,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price,Image Src,Image Position,Status';
    const plan = planImport(
      [
        header,
        'cap,Cap,<p>Hi</p>,Hats,TRUE,Title,Default Title,CAP,-3,15,20,https://x.test/2.jpg,2,',
        'cap,,,,,,,,,,,https://x.test/1.jpg,1,',
        'bag,Bag,,,FALSE,Size,Big,B1,4,30,25,,,archived',
        'bag,,,,,,Small,B2,,28,,,,',
      ].join('\n'),
    );
    expect(plan.format).toBe('shopify');
    const [cap, bag] = plan.drafts;
    expect(cap!.input).toMatchObject({
      name: 'Cap',
      price: 20,
      discountPrice: 15,
      stock: 0,
      sku: 'CAP',
      status: 'active',
      productImage: 'https://x.test/1.jpg',
      galleryImages: ['https://x.test/2.jpg'],
      attributeGroups: [],
      variations: [],
    });
    expect(cap!.categories).toEqual([
      { slug: 'hats', name: 'Hats', rule: { field: 'type', value: 'Hats' } },
    ]);
    expect(cap!.categoryMode).toBe('merge');
    // Compare-at 25 below the price 30: no sale.
    expect(bag!.input).toMatchObject({
      status: 'draft',
      price: 30,
      discountPrice: 0,
      variations: [
        { sku: 'B1', price: 30, discountPrice: 0, stock: 4, attributes: { Size: 'Big' } },
        { sku: 'B2', price: 28, discountPrice: 0, stock: 0, attributes: { Size: 'Small' } },
      ],
    });
    // Fields Shopify has no column for are left alone on an update.
    expect(bag!.fields.has('rating')).toBe(false);
    expect(bag!.fields.has('lowStockThreshold')).toBe(false);
  });
});
