/**
 * Product media: an ordered list of image URLs with previews. The first is the product's
 * main image (`productImage`), the rest its gallery. Reorder by dragging a row or with its
 * Move up / Move down buttons (keyboard); "Choose from library" appears when the media
 * library provides a picker (kit/media-picker.ts).
 */
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Card, Thumbnail, errorAt, useMediaPicker } from '../../kit';
import type { ProductFormValues } from './product-form';

const MAX_IMAGES = 31;

export function MediaCard() {
  const {
    control,
    register,
    watch,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'images' });
  const images = watch('images');
  const picker = useMediaPicker();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const full = fields.length >= MAX_IMAGES;

  return (
    <Card
      title="Media"
      actions={
        <>
          {picker ? (
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={full}
              data-testid="media-choose"
              onClick={() => {
                void picker
                  .chooseImages({ multiple: true, purpose: 'Product media' })
                  .then((urls) =>
                    urls
                      .slice(0, MAX_IMAGES - fields.length)
                      .forEach((url) => append({ url, alt: '' })),
                  );
              }}
            >
              Choose from library
            </button>
          ) : null}
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={full}
            onClick={() => append({ url: '', alt: '' })}
            data-testid="media-add"
          >
            Add image URL
          </button>
        </>
      }
      data-testid="media-card"
    >
      {fields.length === 0 ? (
        <p className="muted" data-testid="media-empty">
          No images yet. Add an image URL; the first image is the one shoppers see first.
        </p>
      ) : (
        <>
          <p className="field-hint">
            The first image is the main one. Drag a row, or use its arrows, to reorder.
          </p>
          <ol className="media-list" data-testid="media-list">
            {fields.map((field, index) => {
              const error = errorAt(errors, `images.${index}.url`);
              const inputId = `media-url-${field.id}`;
              const label = index === 0 ? 'Main image URL' : `Image ${index + 1} URL`;
              return (
                <li
                  key={field.id}
                  className={[
                    'media-row',
                    dragging === index ? 'media-row-dragging' : '',
                    over === index && dragging !== index ? 'media-row-over' : '',
                  ].join(' ')}
                  onDragOver={(e) => {
                    if (dragging === null) return;
                    e.preventDefault();
                    setOver(index);
                  }}
                  onDrop={(e) => {
                    e.preventDefault();
                    if (dragging !== null && dragging !== index) move(dragging, index);
                    setDragging(null);
                    setOver(null);
                  }}
                  onDragEnd={() => {
                    setDragging(null);
                    setOver(null);
                  }}
                  data-testid="media-row"
                >
                  <span
                    className="media-handle"
                    aria-hidden="true"
                    title="Drag to reorder"
                    draggable
                    onDragStart={(e) => {
                      setDragging(index);
                      e.dataTransfer.effectAllowed = 'move';
                      e.dataTransfer.setData('text/plain', String(index));
                      const row = e.currentTarget.parentElement;
                      if (row) e.dataTransfer.setDragImage(row, 16, 16);
                    }}
                    data-testid="media-handle"
                  >
                    ⠿
                  </span>
                  <Thumbnail src={images[index]?.url ?? ''} alt="" size={56} />
                  <div className="media-field">
                    <label htmlFor={inputId}>
                      {label}
                      {index === 0 ? <span className="kit-badge kit-badge-info">Main</span> : null}
                    </label>
                    <input
                      id={inputId}
                      type="text"
                      inputMode="url"
                      autoComplete="off"
                      spellCheck={false}
                      placeholder="https://… or /media/…"
                      aria-invalid={Boolean(error)}
                      aria-describedby={error ? `${inputId}-error` : undefined}
                      data-testid="media-url"
                      {...register(`images.${index}.url`)}
                    />
                    <label htmlFor={`${inputId}-alt`} className="visually-hidden">
                      Alt text of {label.replace(' URL', '').toLowerCase()}
                    </label>
                    <input
                      id={`${inputId}-alt`}
                      type="text"
                      maxLength={300}
                      placeholder="Alt text"
                      data-testid="media-alt"
                      {...register(`images.${index}.alt`)}
                    />
                    {error ? (
                      <p id={`${inputId}-error`} className="field-error">
                        {error}
                      </p>
                    ) : null}
                  </div>
                  <div className="media-actions">
                    <button
                      type="button"
                      className="icon-button"
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                      aria-label={`Move ${label.replace(' URL', '')} up`}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="icon-button"
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                      aria-label={`Move ${label.replace(' URL', '')} down`}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className="icon-button icon-button-danger"
                      onClick={() => remove(index)}
                      aria-label={`Remove ${label.replace(' URL', '')}`}
                      data-testid="media-remove"
                    >
                      ✕
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </Card>
  );
}
