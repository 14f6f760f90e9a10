/**
 * A small button that copies one value (an invoice reference, an IBAN) to the clipboard and
 * says so in a toast; its accessible name names what it copies.
 */
import { toast } from 'react-toastify';

export interface CopyButtonProps {
  value: string;
  /** What is copied, as a noun: "the reference". */
  what: string;
  'data-testid'?: string;
}

export function CopyButton({ value, what, 'data-testid': testId }: CopyButtonProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(`Copied ${what}`);
    } catch {
      toast.error(`Could not copy ${what}: select it and copy it yourself`);
    }
  };
  return (
    <button
      type="button"
      className="button button-secondary button-small"
      onClick={() => void copy()}
      data-testid={testId}
    >
      Copy<span className="visually-hidden"> {what}</span>
    </button>
  );
}
