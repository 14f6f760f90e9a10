/**
 * A section's (or a columns block's) "Add block" button and the menu it opens: every block
 * type the holder accepts, in its rule's order; a type it refuses now (its limit reached) is
 * listed disabled with the reason. Arrow keys move through the menu, Escape closes it and
 * returns focus to the button. Owns: that menu. Not: the rule (shared's block-rules.ts).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { blockLabels, getBlockDefinition, type BlockType } from '../../shared';
import { Icon } from '../icons/Icon';

export interface AddBlockMenuProps {
  /** The types offered, in order. */
  types: readonly BlockType[];
  /** Why a type cannot be added now, or undefined. */
  refusal(type: BlockType): string | undefined;
  onAdd(type: BlockType): void;
  /** The button's text: "Add block", or "Add block to Columns". */
  label?: string;
}

export function AddBlockMenu({ types, refusal, onAdd, label = 'Add block' }: AddBlockMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    const close = (e: PointerEvent) => {
      const root = menu.current?.parentElement;
      if (root && e.target instanceof Node && !root.contains(e.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', close, true);
    return () => document.removeEventListener('pointerdown', close, true);
  }, [open]);

  const closeAndFocus = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = [
      ...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []),
    ];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const focus = (i: number) => items[(i + items.length) % items.length]?.focus();
    if (e.key === 'ArrowDown') focus(at + 1);
    else if (e.key === 'ArrowUp') focus(at - 1);
    else if (e.key === 'Home') focus(0);
    else if (e.key === 'End') focus(items.length - 1);
    else if (e.key === 'Escape' || e.key === 'Tab') {
      if (e.key === 'Escape') e.stopPropagation();
      closeAndFocus();
      if (e.key === 'Tab') return;
    } else return;
    e.preventDefault();
  };

  return (
    <div className="be-add-block">
      <button
        ref={button}
        type="button"
        className="be-add-block-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <Icon name="plus" size={16} />
        <span>{label}</span>
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          className="be-add-block-menu"
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKey}
        >
          {types.map((type) => {
            const reason = refusal(type);
            const definition = getBlockDefinition(type);
            return (
              <button
                key={type}
                type="button"
                role="menuitem"
                className="be-add-block-item"
                aria-disabled={reason ? true : undefined}
                data-block-type={type}
                onClick={() => {
                  if (reason) return;
                  setOpen(false);
                  onAdd(type);
                }}
              >
                <Icon name={definition?.icon ?? ''} size={16} />
                <span className="be-add-block-text">
                  <span className="be-add-block-name">{blockLabels[type]}</span>
                  <span className="be-add-block-note">{reason ?? definition?.description}</span>
                </span>
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
