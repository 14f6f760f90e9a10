/**
 * A "More actions" button opening a short list of actions (a resource's destructive ones).
 * Escape or a click elsewhere closes it; focus returns to the button.
 */
import './kit.css';
import { useEffect, useId, useRef, useState } from 'react';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  tone?: 'default' | 'danger';
  disabled?: boolean;
  'data-testid'?: string;
}

export interface ActionMenuProps {
  /** Defaults to `More actions`. */
  label?: string;
  actions: MenuAction[];
}

export function ActionMenu({ label = 'More actions', actions }: ActionMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointer(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    }
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="kit-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="button button-secondary"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        data-testid="more-actions"
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      <ul id={listId} className="kit-menu-list" hidden={!open}>
        {actions.map((action) => (
          <li key={action.label}>
            <button
              type="button"
              className={
                action.tone === 'danger' ? 'kit-menu-item kit-menu-danger' : 'kit-menu-item'
              }
              disabled={action.disabled}
              data-testid={action['data-testid']}
              onClick={() => {
                setOpen(false);
                action.onSelect();
              }}
            >
              {action.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
