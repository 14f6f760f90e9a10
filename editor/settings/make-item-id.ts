/**
 * Ids for new list items (navigation links, topbar messages): `${prefix}-${8 hex}`
 * from `crypto.getRandomValues`. Not `randomUUID`: the builder may run on plain http, which
 * is not a secure context.
 */

/** Fills a byte array with random bytes. Defaults to `crypto.getRandomValues`. */
export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

const defaultFill: RandomFill = (bytes) => {
  crypto.getRandomValues(bytes);
  return bytes;
};

/** A new item id such as `faq-1f2e3d4c`, different from every id in `taken`. */
export function makeItemId(
  prefix: string,
  taken: Iterable<string> = [],
  fill: RandomFill = defaultFill,
): string {
  const used = new Set(taken);
  let id = '';
  for (let attempt = 0; attempt < 16; attempt += 1) {
    const bytes = fill(new Uint8Array(4));
    id = `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
    if (!used.has(id)) return id;
  }
  // Only a broken random source gets here; still never hand out a taken id.
  let n = 2;
  while (used.has(`${id}-${n}`)) n += 1;
  return `${id}-${n}`;
}
