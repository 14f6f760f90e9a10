/**
 * The top of the storefront's modal dialogs (cart drawer, search modal): the title the dialog
 * is labelled by, and the close button with its cross (the button's label speaks; the cross is
 * hidden from assistive tech). Classes follow the dialog's block: `${block}__header`,
 * `${block}__title`, `${block}__close`.
 */
import type { RefObject } from 'react';

interface DialogHeaderProps {
  block: string;
  titleId: string;
  title: string;
  closeLabel: string;
  closeTestId: string;
  onClose: () => void;
  closeRef?: RefObject<HTMLButtonElement | null>;
}

export function DialogHeader({
  block,
  titleId,
  title,
  closeLabel,
  closeTestId,
  onClose,
  closeRef,
}: DialogHeaderProps) {
  return (
    <div className={`${block}__header`}>
      <h2 className={`${block}__title`} id={titleId}>
        {title}
      </h2>
      <button
        ref={closeRef}
        type="button"
        className={`sf-icon-button ${block}__close`}
        aria-label={closeLabel}
        onClick={onClose}
        data-testid={closeTestId}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M6 6l12 12M18 6L6 18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </div>
  );
}
