/**
 * A square toolbar button showing one glyph (undo and redo, a section's move, duplicate and
 * delete): `label` is its accessible name, `title` its tooltip (the label, or the label with
 * the keyboard shortcut).
 */
import { Icon } from './Icon';

interface IconButtonProps {
  icon: string;
  label: string;
  title?: string;
  iconSize?: number;
  disabled?: boolean;
  /** A destructive action, drawn in the danger colour. */
  danger?: boolean;
  onClick: () => void;
}

export function IconButton({
  icon,
  label,
  title = label,
  iconSize,
  disabled,
  danger = false,
  onClick,
}: IconButtonProps) {
  return (
    <button
      type="button"
      className={danger ? 'be-icon-button be-danger' : 'be-icon-button'}
      aria-label={label}
      title={title}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon name={icon} size={iconSize} />
    </button>
  );
}
