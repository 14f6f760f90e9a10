/**
 * The layer list: the page's sections as an ARIA tree (containers followed by their children,
 * one level deeper), the selected one marked. Click (or Enter / Space) selects, arrow keys,
 * Home and End move between rows, rows drag to reorder, hovering a row outlines its section in
 * the canvas. Only the rows in view are in the DOM (@tanstack/react-virtual, positions written
 * straight to the DOM), so the editor document stays small at 1000 sections; each row carries
 * `aria-level`, `aria-posinset` and `aria-setsize`. The focused row and the tab stop (the
 * selected row, else the first) stay mounted when scrolled away. Rows are memoized per
 * component object, so a keystroke in the settings re-renders only the edited section's row.
 * Owns: the tree markup and its keyboard use. Not: drag mechanics (dnd/use-layer-drag.ts).
 */
import {
  memo,
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
import { getSectionDefinition } from '../../shared';
import { useBuilder, useBuilderStore } from '../state';
import type { DragRegistry } from '../dnd/drag-registry';
import { LAYER_INDENT, useLayerDrag } from '../dnd/use-layer-drag';
import { Icon } from '../icons/Icon';
import { layerHint } from './layer-hint';
import { flattenLayers, layerMoveKeys, moveInRows, rowIndexOf } from './layer-rows';

/** Row heights, fixed in builder.css (`.be-layer-item`, `.be-layer-empty`): never measured,
 * so showing rows forces no layout. */
const ROW_PX = 32;
const EMPTY_ROW_PX = 28;
/** Rows rendered beyond each edge of the visible ones. */
const OVERSCAN = 8;

interface LayerItemProps {
  component: Component;
  depth: number;
  position: number;
  setSize: number;
  index: number;
  /** In the tab order even when not selected (the first row while nothing is selected). */
  tabbable: boolean;
  measure: (element: HTMLElement | null) => void;
}

const LayerItem = memo(function LayerItem({
  component,
  depth,
  position,
  setSize,
  index,
  tabbable,
  measure,
}: LayerItemProps) {
  const { id, type } = component;
  const selected = useBuilder((s) => s.selectedId === id);
  const hovered = useBuilder((s) => s.hoveredId === id);
  const definition = getSectionDefinition(type);
  const hint = layerHint(component);
  return (
    <li
      role="treeitem"
      className="be-layer-item"
      data-testid="layer-item"
      data-component-id={id}
      data-index={index}
      ref={measure}
      aria-selected={selected}
      aria-level={depth}
      aria-posinset={position}
      aria-setsize={setSize}
      aria-expanded={type === 'container' ? true : undefined}
      tabIndex={selected || tabbable ? 0 : -1}
    >
      <div
        className="be-layer-row"
        data-layer-row=""
        data-hovered={hovered ? 'true' : undefined}
        data-global={component.contentType === 'global' ? 'true' : undefined}
        style={{ paddingLeft: (depth - 1) * LAYER_INDENT + 8 }}
      >
        <span className="be-layer-grip">
          <Icon name="grip" size={14} />
        </span>
        <Icon name={definition?.icon ?? ''} size={16} />
        <span className="be-layer-label">{definition?.label ?? type}</span>
        {hint && <span className="be-layer-hint">{hint}</span>}
      </div>
    </li>
  );
});

const EmptyRow = memo(function EmptyRow({
  depth,
  index,
  measure,
}: {
  depth: number;
  index: number;
  measure: (element: HTMLElement | null) => void;
}) {
  return (
    <li
      role="none"
      className="be-layer-item be-layer-empty"
      data-index={index}
      ref={measure}
      style={{ paddingLeft: (depth - 1) * LAYER_INDENT + 8 }}
    >
      Empty container
    </li>
  );
});

const TREE_ITEM = '[role="treeitem"]';
const NO_COMPONENTS: Component[] = [];

export interface LayerListProps {
  /** The Builder's one drag in progress (Escape cancels a row drag). */
  drags: DragRegistry;
}

export function LayerList({ drags }: LayerListProps) {
  const store = useBuilderStore();
  // The layer list trails the page by a frame: rendering rows must not hold up the first
  // paint (and with it the canvas iframe's load) nor a keystroke's patch.
  const components = useDeferredValue(
    useBuilder((s) => s.components),
    NO_COMPONENTS,
  );
  const rows = useMemo(() => flattenLayers(components), [components]);
  const selectedId = useBuilder((s) => s.selectedId);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const treeRef = useRef<HTMLUListElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const lineRef = useRef<HTMLDivElement>(null);
  /** A row keyboard focus moves to once it is rendered. */
  const pendingFocus = useRef<string | null>(null);
  const headingId = useId();
  useLayerDrag({ tree: treeRef, scroller: scrollerRef, line: lineRef }, store, drags);

  const selectedIndex = rowIndexOf(rows, selectedId);
  const tabStop = selectedIndex >= 0 ? selectedIndex : rows.length ? 0 : -1;
  const focusedIndex = rowIndexOf(rows, focusedId);
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
    estimateSize: (index) => (rows[index]?.kind === 'empty' ? EMPTY_ROW_PX : ROW_PX),
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

  // Focus follows the keyboard once the target row is rendered.
  useLayoutEffect(() => {
    const id = pendingFocus.current;
    if (!id || !treeRef.current) return;
    const item = [...treeRef.current.querySelectorAll<HTMLElement>(TREE_ITEM)].find(
      (el) => el.dataset.componentId === id,
    );
    if (!item) return;
    pendingFocus.current = null;
    item.focus({ preventScroll: true });
  });

  // A section selected elsewhere (the canvas, a new section) is brought into view once.
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    if (selectedId === null) {
      revealed.current = null;
      return;
    }
    if (revealed.current === selectedId || selectedIndex < 0) return;
    revealed.current = selectedId;
    revealRow(selectedIndex);
  }, [selectedId, selectedIndex, revealRow]);

  const treeRefCallback = useCallback(
    (node: HTMLUListElement | null) => {
      treeRef.current = node;
      virtualizer.containerRef(node);
    },
    [virtualizer],
  );

  const itemOf = (target: EventTarget) =>
    target instanceof Element ? target.closest<HTMLElement>(TREE_ITEM) : null;

  const onClick = useCallback(
    (event: MouseEvent<HTMLUListElement>) => {
      const id = itemOf(event.target)?.dataset.componentId;
      if (!id) return;
      // Already in view: no scroll when the selection arrives.
      revealed.current = id;
      store.getState().select(id);
    },
    [store],
  );

  // Hovering a row outlines its section in the canvas (the bridge sends `canvas/hover`).
  const onPointerOver = useCallback(
    (event: PointerEvent<HTMLUListElement>) => {
      store.getState().setHovered(itemOf(event.target)?.dataset.componentId ?? null);
    },
    [store],
  );
  const onPointerLeave = useCallback(() => store.getState().setHovered(null), [store]);

  const onFocus = useCallback((event: FocusEvent<HTMLUListElement>) => {
    setFocusedId(itemOf(event.target)?.dataset.componentId ?? null);
  }, []);
  const onBlur = useCallback((event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedId(null);
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLUListElement>) => {
      const item = itemOf(event.target);
      const id = item?.dataset.componentId;
      if (!item || !id || event.target !== item) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        revealed.current = id;
        store.getState().select(id);
        return;
      }
      const move = Object.hasOwn(layerMoveKeys, event.key) ? layerMoveKeys[event.key] : undefined;
      if (!move) return;
      event.preventDefault();
      const next = moveInRows(rows, rowIndexOf(rows, id), move);
      const row = rows[next];
      if (!row) return;
      revealRow(next);
      pendingFocus.current = row.key;
      // Rendered already: focus now; otherwise the layout effect does once it is.
      const target = [...(treeRef.current?.querySelectorAll<HTMLElement>(TREE_ITEM) ?? [])].find(
        (el) => el.dataset.componentId === row.key,
      );
      if (target) {
        pendingFocus.current = null;
        target.focus({ preventScroll: true });
      }
    },
    [store, rows, revealRow],
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
            return row.kind === 'item' ? (
              <LayerItem
                key={row.key}
                component={row.component}
                depth={row.depth}
                position={row.position}
                setSize={row.setSize}
                index={index}
                tabbable={index === tabStop}
                measure={virtualizer.measureElement}
              />
            ) : (
              <EmptyRow
                key={row.key}
                depth={row.depth}
                index={index}
                measure={virtualizer.measureElement}
              />
            );
          })}
        </ul>
        {components.length === 0 && (
          <p className="be-empty">No sections yet. Add one from the palette.</p>
        )}
        <div className="be-insert-line" ref={lineRef} hidden aria-hidden="true" />
      </div>
    </section>
  );
}
