/**
 * The layer list: the page's sections as an ARIA tree (containers followed by their children,
 * one level deeper; a section made of blocks followed by its blocks when open, the selected
 * one's by default), the selection marked. Click (or Enter / Space) selects a section or a
 * block; arrow keys, Home and End move between rows, Right and Left open and close a row or
 * step in and out; Alt+Up / Alt+Down move a block within its list (announced); rows drag to
 * reorder; hovering a row outlines its section in the canvas. Only the rows in view are in
 * the DOM (@tanstack/react-virtual, positions written straight to the DOM), so the editor
 * document stays small at 1000 sections. The focused row and the tab stop (the selected row,
 * else the first) stay mounted when scrolled away.
 * Owns: the tree and its keyboard use. Not: a row's markup (LayerTreeItems.tsx), drag
 * mechanics (dnd/use-layer-drag.ts).
 */
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import type { Component } from '../../protocol';
import { useBuilder, useBuilderStore } from '../state';
import { moveAnnouncement } from '../blocks/block-rows';
import type { DragRegistry } from '../dnd/drag-registry';
import { useLayerDrag } from '../dnd/use-layer-drag';
import { Icon } from '../icons/Icon';
import {
  blockPlace,
  blockRowKey,
  flattenLayers,
  layerMoveKeys,
  moveInRows,
  rowIndexOf,
} from './layer-rows';
import {
  BLOCK_ROW_PX,
  BlockItem,
  EMPTY_ROW_PX,
  EmptyRow,
  LayerItem,
  ROW_PX,
} from './LayerTreeItems';
import { useLayerExpansion } from './use-layer-expansion';

/** Rows rendered beyond each edge of the visible ones. */
const OVERSCAN = 8;

const TREE_ITEM = '[role="treeitem"]';
const NO_COMPONENTS: Component[] = [];

/** A row keyboard focus goes to once it is rendered (after the list shows `after`, if given). */
interface PendingFocus {
  key: string;
  /** The components the rows must show first (a moved block's new place). */
  after?: Component[];
}

export interface LayerListProps {
  /** The Builder's one drag in progress (Escape cancels a row drag). */
  drags: DragRegistry;
  /** Told why a block dropped in the list was refused (keep it stable). */
  onRefused(reason: string): void;
}

export function LayerList({ drags, onRefused }: LayerListProps) {
  const store = useBuilderStore();
  // The layer list trails the page by a frame: rendering rows must not hold up the first
  // paint (and with it the canvas iframe's load) nor a keystroke's patch.
  const components = useDeferredValue(
    useBuilder((s) => s.components),
    NO_COMPONENTS,
  );
  const selectedId = useBuilder((s) => s.selectedId);
  const selectedBlockId = useBuilder((s) => s.selectedBlockId);
  const [focused, setFocused] = useState<{ key: string; section: string | null } | null>(null);
  const { expansion, setOpen } = useLayerExpansion(components, focused?.section ?? null);
  const rows = useMemo(() => flattenLayers(components, expansion), [components, expansion]);
  const [announcement, setAnnouncement] = useState('');
  const treeRef = useRef<HTMLUListElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const lineRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<PendingFocus | null>(null);
  const headingId = useId();
  useLayerDrag({ tree: treeRef, scroller: scrollerRef, line: lineRef }, store, drags, onRefused);

  // The selected block's row, or its section's while that is closed.
  const selectedKey =
    selectedId !== null && selectedBlockId !== null
      ? blockRowKey(selectedId, selectedBlockId)
      : selectedId;
  const selectedKeyIndex = rowIndexOf(rows, selectedKey);
  const selectedIndex = selectedKeyIndex >= 0 ? selectedKeyIndex : rowIndexOf(rows, selectedId);
  const tabStop = selectedIndex >= 0 ? selectedIndex : rows.length ? 0 : -1;
  const focusedIndex = rowIndexOf(rows, focused?.key ?? null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      // Focus and the tab stop never vanish because the list scrolled.
      for (const keep of [tabStop, focusedIndex]) {
        if (keep >= 0 && keep < range.count && !indexes.includes(keep)) indexes.push(keep);
      }
      return indexes.sort((a, b) => a - b);
    },
    [tabStop, focusedIndex],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: (index) => {
      const kind = rows[index]?.kind;
      return kind === 'empty' ? EMPTY_ROW_PX : kind === 'block' ? BLOCK_ROW_PX : ROW_PX;
    },
    useCachedMeasurements: true,
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: OVERSCAN,
    rangeExtractor,
    directDomUpdates: true,
    directDomUpdatesMode: 'position',
    useFlushSync: false,
  });

  /**
   * Scrolls the list just enough to show row `index`, from what the virtualizer already knows
   * (row offsets, scroll position, viewport height): no DOM read, so no forced layout while a
   * new settings form is still to be laid out.
   */
  const revealRow = useCallback(
    (index: number) => {
      const scroller = scrollerRef.current;
      const item = virtualizer.measurementsCache[index];
      const height = virtualizer.scrollRect?.height ?? 0;
      if (!scroller || !item || !height) return;
      const top = virtualizer.scrollOffset ?? 0;
      if (item.start < top) scroller.scrollTop = item.start;
      else if (item.end > top + height) scroller.scrollTop = item.end - height;
    },
    [virtualizer],
  );

  const renderedItem = (key: string) =>
    [...(treeRef.current?.querySelectorAll<HTMLElement>(TREE_ITEM) ?? [])].find(
      (el) => el.dataset.rowKey === key,
    );

  // Focus follows the keyboard once the target row is rendered (and, after a block moved,
  // once the rows show it in its new place: moving its element in the DOM dropped focus).
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || (pending.after && pending.after !== components)) return;
    const item = renderedItem(pending.key);
    if (!item) return;
    pendingFocus.current = null;
    if (pending.after) revealRow(rowIndexOf(rows, pending.key));
    if (document.activeElement !== item) item.focus({ preventScroll: true });
  });

  // A selection made elsewhere (the canvas, a new section, a block) is brought into view once.
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    if (selectedKey === null) {
      revealed.current = null;
      return;
    }
    if (revealed.current === selectedKey || selectedKeyIndex < 0) return;
    revealed.current = selectedKey;
    revealRow(selectedKeyIndex);
  }, [selectedKey, selectedKeyIndex, revealRow]);

  const treeRefCallback = useCallback(
    (node: HTMLUListElement | null) => {
      treeRef.current = node;
      virtualizer.containerRef(node);
    },
    [virtualizer],
  );

  const itemOf = (target: EventTarget) =>
    target instanceof Element ? target.closest<HTMLElement>(TREE_ITEM) : null;

  /** Selects what row `item` shows: its block, or its section (toggling as `select` does). */
  const selectItem = useCallback(
    (item: HTMLElement) => {
      const { rowKey, componentId, sectionId, blockId } = item.dataset;
      if (!rowKey) return;
      // Already in view: no scroll when the selection arrives.
      revealed.current = rowKey;
      if (sectionId && blockId) store.getState().selectBlock(sectionId, blockId);
      else if (componentId) store.getState().select(componentId);
    },
    [store],
  );

  const onClick = useCallback(
    (event: MouseEvent<HTMLUListElement>) => {
      const item = itemOf(event.target);
      if (!item?.dataset.rowKey) return;
      const toggle = event.target instanceof Element && event.target.closest('[data-layer-toggle]');
      if (toggle) setOpen(item.dataset.rowKey, item.getAttribute('aria-expanded') !== 'true');
      else selectItem(item);
    },
    [selectItem, setOpen],
  );

  // Hovering a row outlines its section in the canvas (the bridge sends `canvas/hover`).
  const onPointerOver = useCallback(
    (event: PointerEvent<HTMLUListElement>) => {
      const data = itemOf(event.target)?.dataset;
      store.getState().setHovered(data?.componentId ?? data?.sectionId ?? null);
    },
    [store],
  );
  const onPointerLeave = useCallback(() => store.getState().setHovered(null), [store]);

  const onFocus = useCallback((event: FocusEvent<HTMLUListElement>) => {
    const data = itemOf(event.target)?.dataset;
    setFocused(data?.rowKey ? { key: data.rowKey, section: data.sectionId ?? null } : null);
  }, []);
  const onBlur = useCallback((event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
  }, []);

  /** Alt+Up / Alt+Down on a block row: the block moves one place in its list, announced. */
  const shiftFocusedBlock = useCallback(
    (item: HTMLElement, offset: -1 | 1) => {
      const { sectionId, blockId, rowKey } = item.dataset;
      if (!sectionId || !blockId || !rowKey) return;
      const state = store.getState();
      if (!state.shiftBlock(sectionId, blockId, offset)) return;
      const after = store.getState().components;
      const place = blockPlace(after, sectionId, blockId);
      if (place) setAnnouncement(moveAnnouncement(place.block, place.index, place.count));
      pendingFocus.current = { key: rowKey, after };
    },
    [store],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLUListElement>) => {
      const item = itemOf(event.target);
      const key = item?.dataset.rowKey;
      if (!item || !key || event.target !== item) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        selectItem(item);
        return;
      }
      if (event.altKey) {
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        shiftFocusedBlock(item, event.key === 'ArrowUp' ? -1 : 1);
        return;
      }
      const move = Object.hasOwn(layerMoveKeys, event.key) ? layerMoveKeys[event.key] : undefined;
      if (!move) return;
      event.preventDefault();
      const step = moveInRows(rows, rowIndexOf(rows, key), move);
      if (!step) return;
      if (step.kind !== 'focus') {
        setOpen(step.key, step.kind === 'expand');
        return;
      }
      const row = rows[step.index];
      if (!row) return;
      revealRow(step.index);
      pendingFocus.current = { key: row.key };
      // Rendered already: focus now; otherwise the layout effect does once it is.
      const target = renderedItem(row.key);
      if (target) {
        pendingFocus.current = null;
        target.focus({ preventScroll: true });
      }
    },
    [rows, revealRow, selectItem, setOpen, shiftFocusedBlock],
  );

  return (
    <section className="be-layers" aria-labelledby={headingId}>
      <div className="be-panel-head">
        <h2 id={headingId} className="be-panel-title">
          <Icon name="layers" size={16} /> Layers
        </h2>
      </div>
      <div className="be-layers-scroll" ref={scrollerRef}>
        <ul
          role="tree"
          aria-labelledby={headingId}
          className="be-layer-tree"
          ref={treeRefCallback}
          onClick={onClick}
          onKeyDown={onKeyDown}
          onPointerOver={onPointerOver}
          onPointerLeave={onPointerLeave}
          onFocus={onFocus}
          onBlur={onBlur}
        >
          {virtualizer.getVirtualItems().map(({ index }) => {
            const row = rows[index];
            if (!row) return null;
            const measure = virtualizer.measureElement;
            if (row.kind === 'empty') {
              return <EmptyRow key={row.key} depth={row.depth} index={index} measure={measure} />;
            }
            const position = {
              depth: row.depth,
              position: row.position,
              setSize: row.setSize,
              expanded: row.expanded,
              index,
              tabbable: index === tabStop,
              measure,
            };
            return row.kind === 'item' ? (
              <LayerItem key={row.key} component={row.component} {...position} />
            ) : (
              <BlockItem key={row.key} sectionId={row.sectionId} block={row.block} {...position} />
            );
          })}
        </ul>
        {components.length === 0 && (
          <p className="be-empty">No sections yet. Add one from the palette.</p>
        )}
        <div className="be-insert-line" ref={lineRef} hidden aria-hidden="true" />
      </div>
      <p className="be-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
