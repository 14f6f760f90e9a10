/**
 * The rows of the layer tree, each memoized on what it shows (a section row on its component
 * object, a block row on its block object), so a keystroke in the settings re-renders only
 * the edited section's or block's row. Each reads its own selected and hovered flags from
 * the store. Heights are fixed (builder.css): rows are never measured.
 * Owns: one row's markup. Not: the list, keys and focus (LayerList.tsx).
 */
import { memo } from 'react';
import type { Component } from '../../protocol';
import { blockLabels, getBlockDefinition, getSectionDefinition, type Block } from '../../shared';
import { useBuilder } from '../state';
import { blockGlimpse } from '../blocks/block-rows';
import { LAYER_INDENT } from '../dnd/use-layer-drag';
import { Icon } from '../icons/Icon';
import { layerHint } from './layer-hint';
import { blockRowKey } from './layer-rows';

/** Row heights in CSS pixels, as builder.css fixes them. */
export const ROW_PX = 32;
export const BLOCK_ROW_PX = 28;
export const EMPTY_ROW_PX = 28;

interface TreeItemProps {
  depth: number;
  position: number;
  setSize: number;
  /** `aria-expanded`; undefined for a row with nothing under it. */
  expanded: boolean | undefined;
  index: number;
  /** In the tab order even when not selected (the first row while nothing is selected). */
  tabbable: boolean;
  measure: (element: HTMLElement | null) => void;
}

const indent = (depth: number) => ({ paddingLeft: (depth - 1) * LAYER_INDENT + 4 });

/** The open / close arrow of a row that has rows under it; an empty slot otherwise. */
function Twisty({ expanded }: { expanded: boolean | undefined }) {
  return expanded === undefined ? (
    <span className="be-layer-twisty" />
  ) : (
    <span className="be-layer-twisty" data-layer-toggle="">
      <Icon name="chevron-right" size={12} />
    </span>
  );
}

export const LayerItem = memo(function LayerItem({
  component,
  depth,
  position,
  setSize,
  expanded,
  index,
  tabbable,
  measure,
}: TreeItemProps & { component: Component }) {
  const { id, type } = component;
  // 'self' when the section is selected, 'block' when one of its blocks is.
  const selected = useBuilder((s) =>
    s.selectedId !== id ? null : s.selectedBlockId === null ? 'self' : 'block',
  );
  const hovered = useBuilder((s) => s.hoveredId === id);
  const definition = getSectionDefinition(type);
  const hint = layerHint(component);
  return (
    <li
      role="treeitem"
      className="be-layer-item"
      data-testid="layer-item"
      data-component-id={id}
      data-row-key={id}
      data-index={index}
      ref={measure}
      aria-selected={selected === 'self'}
      aria-level={depth}
      aria-posinset={position}
      aria-setsize={setSize}
      aria-expanded={expanded}
      tabIndex={selected || tabbable ? 0 : -1}
    >
      <div
        className="be-layer-row"
        data-layer-row=""
        data-hovered={hovered ? 'true' : undefined}
        data-holds-selection={selected === 'block' ? 'true' : undefined}
        data-global={component.contentType === 'global' ? 'true' : undefined}
        style={indent(depth)}
      >
        <Twisty expanded={type === 'container' ? undefined : expanded} />
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

export const BlockItem = memo(function BlockItem({
  sectionId,
  block,
  depth,
  position,
  setSize,
  expanded,
  index,
  tabbable,
  measure,
}: TreeItemProps & { sectionId: string; block: Block }) {
  const selected = useBuilder((s) => s.selectedId === sectionId && s.selectedBlockId === block.id);
  const glimpse = blockGlimpse(block);
  return (
    <li
      role="treeitem"
      className="be-layer-item be-layer-block"
      data-testid="layer-block"
      data-section-id={sectionId}
      data-block-id={block.id}
      data-row-key={blockRowKey(sectionId, block.id)}
      data-index={index}
      ref={measure}
      aria-selected={selected}
      aria-level={depth}
      aria-posinset={position}
      aria-setsize={setSize}
      aria-expanded={expanded}
      aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
      tabIndex={selected || tabbable ? 0 : -1}
    >
      <div
        className="be-layer-row"
        data-layer-row=""
        data-hidden={block.hidden ? 'true' : undefined}
        style={indent(depth)}
      >
        <Twisty expanded={expanded} />
        <span className="be-layer-grip">
          <Icon name="grip" size={14} />
        </span>
        <Icon name={getBlockDefinition(block.type)?.icon ?? ''} size={14} />
        <span className="be-layer-label">{blockLabels[block.type]}</span>
        {glimpse && <span className="be-layer-hint">{glimpse}</span>}
        {block.hidden ? <span className="be-layer-state">Hidden</span> : null}
      </div>
    </li>
  );
});

export const EmptyRow = memo(function EmptyRow({
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
