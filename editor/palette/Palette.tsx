/**
 * The palette: every addable section type grouped under headings, each followed by its
 * presets (ready-made variants: a sale banner, a hero with a countdown), then every block
 * type, with a search box. Click (or Enter / Space) adds the section at its default place and
 * selects it, or the block to the selected section (else says why not); dragging an item
 * into the canvas inserts it where the canvas shows the drop indicator (a block over a
 * section that refuses it: the reason, in red).
 * Owns: the palette's markup. Not: the drag mechanics (dnd/use-palette-drag.ts).
 */
import {
  Fragment,
  memo,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { BlockType, SectionType } from '../../shared';
import { useBuilderStore } from '../state';
import type { DragRegistry } from '../dnd/drag-registry';
import { usePaletteDrag } from '../dnd/use-palette-drag';
import type { CanvasBridge } from '../frame/canvas-bridge';
import { Icon } from '../icons/Icon';
import { selectExactly } from '../shortcuts/run-action';
import { paletteBlocks, paletteGroups, palettePresets } from './palette-groups';

/** One palette entry: a section type (`palette-item`) or a block type (`palette-block`). */
const PaletteItem = memo(function PaletteItem<T extends string>({
  kind,
  definition,
  onAdd,
}: {
  kind: 'section' | 'block';
  definition: { type: T; icon: string; label: string; description: string };
  onAdd(type: T): void;
}) {
  const marks =
    kind === 'section'
      ? { 'data-testid': 'palette-item', 'data-section-type': definition.type }
      : { 'data-testid': 'palette-block', 'data-block-type': definition.type };
  return (
    <li>
      <button
        type="button"
        className="be-palette-item"
        {...marks}
        title={definition.description}
        onClick={() => onAdd(definition.type)}
      >
        <Icon name={definition.icon} />
        <span className="be-palette-label">{definition.label}</span>
      </button>
    </li>
  );
}) as <T extends string>(props: {
  kind: 'section' | 'block';
  definition: { type: T; icon: string; label: string; description: string };
  onAdd(type: T): void;
}) => ReactNode;

export interface PaletteProps {
  /** The Builder's connection to the canvas, which a palette drag drops into. */
  bridge: CanvasBridge;
  /** The Builder's one drag in progress (Escape cancels it). */
  drags: DragRegistry;
}

export function Palette({ bridge, drags }: PaletteProps) {
  const store = useBuilderStore();
  const [query, setQuery] = useState('');
  const groups = useMemo(() => paletteGroups(query), [query]);
  const blocks = useMemo(() => paletteBlocks(query), [query]);
  /** Why the last block clicked was not added (or where it went). */
  const [blockNote, setBlockNote] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  usePaletteDrag(listRef, bridge, drags);

  const onAdd = useCallback(
    (type: SectionType) => {
      const id = store.getState().add(type);
      if (id) selectExactly(store, id);
    },
    [store],
  );

  const onAddPreset = useCallback(
    (type: SectionType, preset: string) => {
      const id = store.getState().add(type, {}, preset);
      if (id) selectExactly(store, id);
    },
    [store],
  );

  const onAddBlock = useCallback(
    (type: BlockType) => {
      const { selectedId } = store.getState();
      if (selectedId === null) {
        setBlockNote('Select a section first, or drag the block onto one.');
        return;
      }
      setBlockNote(store.getState().addBlock(selectedId, type).refusal ?? '');
    },
    [store],
  );

  return (
    <section className="be-palette" aria-labelledby={headingId}>
      <div className="be-panel-head">
        <h2 id={headingId} className="be-panel-title">
          Sections
        </h2>
        <label className="be-search">
          <Icon name="search" size={16} />
          <input
            type="search"
            className="be-search-input"
            placeholder="Search sections"
            aria-label="Search sections"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
      </div>
      <div className="be-palette-groups" ref={listRef}>
        {groups.map(({ group, items }) => (
          <div key={group} className="be-palette-group" role="group" aria-label={group}>
            <h3 className="be-palette-heading">{group}</h3>
            <ul className="be-palette-list">
              {items.map((definition) => (
                <Fragment key={definition.type}>
                  <PaletteItem kind="section" definition={definition} onAdd={onAdd} />
                  {palettePresets(definition, query).map((preset) => (
                    <li key={preset.id}>
                      <button
                        type="button"
                        className="be-palette-item be-palette-item--preset"
                        data-testid="palette-preset"
                        data-section-type={definition.type}
                        data-preset={preset.id}
                        title={preset.description}
                        onClick={() => onAddPreset(definition.type, preset.id)}
                      >
                        <Icon name={definition.icon} />
                        <span className="be-palette-label">{preset.label}</span>
                      </button>
                    </li>
                  ))}
                </Fragment>
              ))}
            </ul>
          </div>
        ))}
        {groups.length === 0 && <p className="be-empty">No sections match “{query}”.</p>}
        {blocks.length ? (
          <div className="be-palette-group" role="group" aria-label="Blocks">
            <h3 className="be-palette-heading">Blocks</h3>
            <p className="be-palette-hint">
              Drag onto a section, or click to add to the selected one.
            </p>
            <ul className="be-palette-list">
              {blocks.map((definition) => (
                <PaletteItem
                  key={definition.type}
                  kind="block"
                  definition={definition}
                  onAdd={onAddBlock}
                />
              ))}
            </ul>
            <p className="be-palette-note" role="status">
              {blockNote}
            </p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
