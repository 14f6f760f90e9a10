/**
 * After a client navigation: the document's head tags become the route's, the same list
 * (`headTags`) the server writes as HTML, so Open Graph, Twitter, JSON-LD, canonical and
 * robots follow the page as title and description do. Every tag `headTags` owns is removed
 * and the new ones take the place of the first; a JSON-LD script gets `jsonForScript`'s text
 * as is (the very characters the server sends; a script of that type is never run).
 * The app imports this module (and with it head.ts) only at its first client navigation: a
 * first page's head comes from the server, so its JS stays out of the first load.
 */
import type { StorefrontStoreDto } from '../../shared';
import { HEAD_TAG_SELECTOR, buildHead, headTags, type HeadInput, type HeadTag } from './head';

function tagElement(tag: HeadTag): HTMLElement {
  const element = document.createElement(tag.tag);
  if (tag.tag === 'title') {
    element.textContent = tag.text;
    return element;
  }
  for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
  if (tag.tag === 'script') element.textContent = tag.text;
  return element;
}

export function applyHeadTags(tags: HeadTag[]): void {
  const head = document.head;
  const owned = [...head.querySelectorAll(HEAD_TAG_SELECTOR)];
  // Where the server put them: after the charset, viewport and icon, before the styles.
  const anchor = owned[0] ?? head.querySelector('link[rel="stylesheet"], script') ?? null;
  const fragment = document.createDocumentFragment();
  for (const tag of tags) fragment.append(tagElement(tag));
  head.insertBefore(fragment, anchor);
  for (const element of owned) element.remove();
}

/** The route's head (the server's `buildHead` and `headTags`) written into the document. */
export function updateHead(input: HeadInput, store: StorefrontStoreDto): void {
  applyHeadTags(headTags(buildHead(input), store));
}
