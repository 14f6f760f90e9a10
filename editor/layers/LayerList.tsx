/**
 * The layer list: the page's sections as a tree (containers hold their children), the
 * selected one marked. Click (or Enter / Space) selects, arrow keys move between rows, rows
 * drag to reorder. Rows are memoized per component object, so a keystroke in the settings
 * re-renders only the edited section's row (and its container rows).
 * Owns: the tree markup and its keyboard use. Not: drag mechanics (dnd/use-layer-drag.ts).
 */
import {
  memo,
  useCallback,
  useDeferredValue,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import type { Component } from '../../protocol';
import { getSectionDefinition } from '../../shared';
import { getChildren, useBuilder, useBuilderStore } from '../state';
import { LAYER_INDENT, useLayerDrag } from '../dnd/use-layer-drag';
import { Icon } from '../icons/Icon';
import { useEditorServices } from '../shell/editor-services';
import { layerHint } from './layer-hint';

interface LayerItemProps {
  component: Component;
  depth: number;
  /** In the tab order even when not selected (the first row while nothing is selected). */
  tabbable: boolean;
}

const LayerItem = memo(function LayerItem({ component, depth, tabbable }: LayerItemProps) {
  const { id, type } = component;
  const selected = useBuilder((s) => s.selectedId === id);
  const hovered = useBuilder((s) => s.hoveredId === id);
  const definition = getSectionDefinition(type);
  const isContainer = type === 'container';
  const children = isContainer ? getChildren(component) : null;
  const hint = layerHint(component);
  return (
    <li
      role="treeitem"
      className="be-layer-item"
      data-testid="layer-item"
      data-component-id={id}
      aria-selected={selected}
      aria-level={depth}
      aria-expanded={isContainer ? true : undefined}
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
      {children && (
        <ul role="group" className="be-layer-group">
          {children.map((child) => (
            <LayerItem key={child.id} component={child} depth={depth + 1} tabbable={false} />
          ))}
          {children.length === 0 && (
            <li
              role="none"
              className="be-layer-empty"
              style={{ paddingLeft: depth * LAYER_INDENT + 8 }}
            >
              Empty container
            </li>
          )}
        </ul>
      )}
    </li>
  );
});

const TREE_ITEM = '[role="treeitem"]';
const NO_COMPONENTS: Component[] = [];

export function LayerList() {
  const store = useBuilderStore();
  const { drags } = useEditorServices();
  // The layer list trails the page by a frame: rendering hundreds of rows must not hold up
  // the first paint (and with it the canvas iframe's load) nor a keystroke's patch.
  const components = useDeferredValue(
    useBuilder((s) => s.components),
    NO_COMPONENTS,
  );
  const nothingSelected = useBuilder((s) => s.selectedId === null);
  const treeRef = useRef<HTMLUListElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const lineRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useLayerDrag({ tree: treeRef, scroller: scrollerRef, line: lineRef }, store, drags);

  const itemOf = (target: EventTarget) =>
    target instanceof Element ? target.closest<HTMLElement>(TREE_ITEM) : null;

  const onClick = useCallback(
    (event: MouseEvent<HTMLUListElement>) => {
      const id = itemOf(event.target)?.dataset.componentId;
      if (id) store.getState().select(id);
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

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLUListElement>) => {
      const tree = treeRef.current;
      const item = itemOf(event.target);
      if (!tree || !item || event.target !== item) return;
      const items = Array.from(tree.querySelectorAll<HTMLElement>(TREE_ITEM));
      const at = items.indexOf(item);
      let next: HTMLElement | undefined;
      switch (event.key) {
        case 'ArrowDown':
          next = items[at + 1];
          break;
        case 'ArrowUp':
          next = items[at - 1];
          break;
        case 'Home':
          next = items[0];
          break;
        case 'End':
          next = items[items.length - 1];
          break;
        case 'Enter':
        case ' ': {
          event.preventDefault();
          const id = item.dataset.componentId;
          if (id) store.getState().select(id);
          return;
        }
        default:
          return;
      }
      event.preventDefault();
      next?.focus();
    },
    [store],
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
          ref={treeRef}
          onClick={onClick}
          onKeyDown={onKeyDown}
          onPointerOver={onPointerOver}
          onPointerLeave={onPointerLeave}
        >
          {components.map((component, index) => (
            <LayerItem
              key={component.id}
              component={component}
              depth={1}
              tabbable={nothingSelected && index === 0}
            />
          ))}
        </ul>
        {components.length === 0 && (
          <p className="be-empty">No sections yet. Add one from the palette.</p>
        )}
        <div className="be-insert-line" ref={lineRef} hidden aria-hidden="true" />
      </div>
    </section>
  );
}
