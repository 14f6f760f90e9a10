/**
 * The palette: every addable section type grouped under headings, with a search box. Click
 * (or Enter / Space) adds the section at its default place and selects it; dragging an item
 * into the canvas inserts it where the canvas shows the drop indicator.
 * Owns: the palette's markup. Not: the drag mechanics (dnd/use-palette-drag.ts).
 */
import { memo, useCallback, useId, useMemo, useRef, useState } from 'react';
import type { SectionDefinition, SectionType } from '../../shared';
import { useBuilderStore } from '../state';
import type { DragRegistry } from '../dnd/drag-registry';
import { usePaletteDrag } from '../dnd/use-palette-drag';
import type { CanvasBridge } from '../frame/canvas-bridge';
import { Icon } from '../icons/Icon';
import { selectExactly } from '../shortcuts/run-action';
import { paletteGroups } from './palette-groups';

const PaletteItem = memo(function PaletteItem({
  definition,
  onAdd,
}: {
  definition: SectionDefinition;
  onAdd(type: SectionType): void;
}) {
  return (
    <li>
      <button
        type="button"
        className="be-palette-item"
        data-testid="palette-item"
        data-section-type={definition.type}
        title={definition.description}
        onClick={() => onAdd(definition.type)}
      >
        <Icon name={definition.icon} />
        <span className="be-palette-label">{definition.label}</span>
      </button>
    </li>
  );
});

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
                <PaletteItem key={definition.type} definition={definition} onAdd={onAdd} />
              ))}
            </ul>
          </div>
        ))}
        {groups.length === 0 && <p className="be-empty">No sections match “{query}”.</p>}
      </div>
    </section>
  );
}
