/**
 * The "Blocks" part of a section's inspector: its blocks in order (a columns block's own
 * blocks under it), each a row that selects the block, with a show/hide toggle, and the
 * section's "Add block" menu. On a focused row Alt+Up and Alt+Down move the block within its
 * list, announced in a live region ("Button moved to position 2 of 4"). Every edit is one
 * store action: one undo step, one patch to the canvas.
 * Owns: that list. Not: the block's settings (settings/' BlockSettingsPanel), the rule.
 */
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  blockLabels,
  blockRuleOf,
  blocksOf,
  getBlockDefinition,
  type Block,
  type BlockType,
  type Component,
} from '../../shared';
import { Icon } from '../icons/Icon';
import { IconButton } from '../icons/IconButton';
import { addRefusal, useBuilder, useBuilderStore } from '../state';

import { AddBlockMenu } from './AddBlockMenu';
import { blockRowLabel, moveAnnouncement } from './block-rows';
import './blocks.css';

interface ListProps {
  section: Component;
  blocks: readonly Block[];
  hintId: string;
  onMoved(block: Block, index: number, count: number): void;
}

function BlockRows({ section, blocks, hintId, onMoved }: ListProps) {
  const store = useBuilderStore();
  const selectedBlockId = useBuilder((s) => s.selectedBlockId);
  const components = useBuilder((s) => s.components);
  const list = useRef<HTMLOListElement>(null);
  /** The block whose row keeps focus after it moved (a moved element loses focus). */
  const refocus = useRef<string | null>(null);

  useLayoutEffect(() => {
    const id = refocus.current;
    if (id === null) return;
    refocus.current = null;
    list.current
      ?.querySelector<HTMLButtonElement>(`[data-row-block-id="${CSS.escape(id)}"]`)
      ?.focus();
  });

  const onRowKey = (e: KeyboardEvent<HTMLButtonElement>, block: Block, index: number) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    const offset = e.key === 'ArrowUp' ? -1 : 1;
    if (store.getState().shiftBlock(section.id, block.id, offset)) {
      refocus.current = block.id;
      onMoved(block, index + offset, blocks.length);
    }
  };

  return (
    <ol ref={list} className="be-block-list">
      {blocks.map((block, index) => {
        const label = blockLabels[block.type];
        const nested = getBlockDefinition(block.type) && blockRuleOf(block.type);
        return (
          <li
            key={block.id}
            className={`be-block-row${block.hidden ? ' is-hidden' : ''}`}
            data-block-id={block.id}
          >
            <div className="be-block-line">
              <button
                type="button"
                className="be-block-select"
                data-row-block-id={block.id}
                aria-current={selectedBlockId === block.id ? 'true' : undefined}
                aria-describedby={hintId}
                aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                onClick={() => store.getState().selectBlock(section.id, block.id)}
                onKeyDown={(e) => onRowKey(e, block, index)}
              >
                <Icon name={getBlockDefinition(block.type)?.icon ?? ''} size={16} />
                <span className="be-block-name">{blockRowLabel(block)}</span>
                {block.hidden ? <span className="be-block-state">Hidden</span> : null}
              </button>
              <IconButton
                icon={block.hidden ? 'eye-off' : 'eye'}
                label={block.hidden ? `Show ${label}` : `Hide ${label}`}
                iconSize={16}
                onClick={() => store.getState().setBlockHidden(section.id, block.id, !block.hidden)}
              />
            </div>
            {nested ? (
              <div className="be-block-nested">
                {blocksOf(block.props).length ? (
                  <BlockRows
                    section={section}
                    blocks={blocksOf(block.props)}
                    hintId={hintId}
                    onMoved={onMoved}
                  />
                ) : null}
                <AddBlockMenu
                  types={nested.accepts}
                  label={`Add block to ${label}`}
                  refusal={(type) => addRefusal(components, section.id, type, block.id)}
                  onAdd={(type) =>
                    store.getState().addBlock(section.id, type, { parentId: block.id })
                  }
                />
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** What an empty list says: "No slides yet: add a slide." for a list of one type. */
function emptyText(accepts: readonly BlockType[]): string {
  if (accepts.length !== 1) return 'No blocks yet: add a heading, a text or a button.';
  const noun = blockLabels[accepts[0]!].toLowerCase();
  return `No ${noun}s yet: add a ${noun}.`;
}

export function BlocksEditor({ section }: { section: Component }) {
  const store = useBuilderStore();
  const components = useBuilder((s) => s.components);
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();
  const hintId = useId();
  const rule = blockRuleOf(section.type);
  if (!rule) return null;
  const blocks = blocksOf(section.props);
  return (
    <section className="be-blocks" aria-labelledby={headingId} data-testid="blocks-editor">
      <h3 id={headingId} className="be-blocks-title">
        Blocks
      </h3>
      <p id={hintId} className="be-visually-hidden">
        Alt+Up and Alt+Down move the block.
      </p>
      {blocks.length ? (
        <BlockRows
          section={section}
          blocks={blocks}
          hintId={hintId}
          onMoved={(block, index, count) => setAnnouncement(moveAnnouncement(block, index, count))}
        />
      ) : (
        <p className="be-blocks-empty">{emptyText(rule.accepts)}</p>
      )}
      <AddBlockMenu
        types={rule.accepts}
        refusal={(type) => addRefusal(components, section.id, type)}
        onAdd={(type) => store.getState().addBlock(section.id, type)}
      />
      <p className="be-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
