/**
 * A variant's image in the variants table: its thumbnail as a button that opens a small
 * dialog with the image field (URL with preview, or the media library when wired).
 */
import { useState } from 'react';
import { Dialog, ImageUrlField, Thumbnail } from '../../kit';

export interface VariantImageCellProps {
  /** The form path (`variations.3.image`). */
  name: string;
  /** The variant's label ("Navy / M"). */
  label: string;
  value: string;
  onChange: (url: string) => void;
  error: string | undefined;
}

export function VariantImageCell({ name, label, value, onChange, error }: VariantImageCellProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const close = () => setDraft(null);
  return (
    <>
      <button
        type="button"
        className={error ? 'variant-image-button variant-image-invalid' : 'variant-image-button'}
        onClick={() => setDraft(value)}
        aria-label={value ? `Change image of ${label}` : `Add image of ${label}`}
        data-testid="variant-image-button"
      >
        <Thumbnail src={value} alt="" size={36} />
      </button>
      {error ? <p className="field-error">{error}</p> : null}
      {draft !== null ? (
        <Dialog
          title={`Image of ${label}`}
          onCancel={close}
          data-testid="variant-image-dialog"
          actions={
            <>
              {value ? (
                <button
                  type="button"
                  className="button button-danger-outline"
                  onClick={() => {
                    onChange('');
                    close();
                  }}
                >
                  Remove image
                </button>
              ) : null}
              <button type="button" className="button button-secondary" onClick={close}>
                Cancel
              </button>
              <button
                type="button"
                className="button button-primary"
                onClick={() => {
                  onChange(draft.trim());
                  close();
                }}
                data-testid="variant-image-done"
              >
                Done
              </button>
            </>
          }
        >
          <p className="muted">Shoppers see this image when they choose {label}.</p>
          <ImageUrlField
            name={name}
            label="Image URL"
            purpose={`Image of ${label}`}
            value={draft}
            onChange={setDraft}
            data-testid="variant-image-url"
          />
        </Dialog>
      ) : null}
    </>
  );
}
