/**
 * Reads the drop lists off the rendered page for drop-target.ts: the root list
 * (`[data-root-list]`) and every container's items (`[data-container-id]`), each with its
 * on-screen rectangle, axis and direct section frames (`[data-builder-section]`).
 */
import type { DropList, Rect } from './drop-target';

export const ROOT_LIST_ATTRIBUTE = 'data-root-list';
export const FRAME_ATTRIBUTE = 'data-builder-section';
/** What a block's element carries (the storefront's BlockList): the block's id. */
export const BLOCK_ATTRIBUTE = 'data-block-id';

const toRect = (el: Element): Rect => {
  const r = el.getBoundingClientRect();
  return { left: r.left, top: r.top, width: r.width, height: r.height };
};

function itemsOf(list: Element): DropList['items'] {
  const items: DropList['items'] = [];
  for (const child of list.children) {
    const id = child.getAttribute(FRAME_ATTRIBUTE);
    if (id) items.push({ id, rect: toRect(child) });
  }
  return items;
}

/** Ids of the section frames around `el`, outermost first. */
function frameIdsAround(el: Element): string[] {
  const ids: string[] = [];
  for (
    let f = el.closest(`[${FRAME_ATTRIBUTE}]`);
    f;
    f = f.parentElement?.closest(`[${FRAME_ATTRIBUTE}]`) ?? null
  ) {
    const id = f.getAttribute(FRAME_ATTRIBUTE);
    if (id) ids.unshift(id);
  }
  return ids;
}

/** Every drop list on the page, the root list first. */
export function measureLists(doc: Document): DropList[] {
  const root = doc.querySelector(`[${ROOT_LIST_ATTRIBUTE}]`);
  if (!root) return [];
  const lists: DropList[] = [
    { parentId: null, ancestors: [], rect: toRect(root), axis: 'y', items: itemsOf(root) },
  ];
  for (const el of root.querySelectorAll<HTMLElement>('[data-container-id]')) {
    const parentId = el.dataset.containerId;
    if (!parentId) continue;
    const direction = doc.defaultView?.getComputedStyle(el).flexDirection ?? 'column';
    lists.push({
      parentId,
      ancestors: frameIdsAround(el),
      rect: toRect(el),
      axis: direction.startsWith('row') ? 'x' : 'y',
      items: itemsOf(el),
    });
  }
  return lists;
}
