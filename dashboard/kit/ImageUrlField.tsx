/**
 * An image field: a URL (a media-library URL, a site path or an http(s) address) with a
 * preview, plus "Choose from library" when the media library provides a picker
 * (media-picker.ts). `compact` fits a table cell (label for screen readers only).
 * `ImageUrlController` is the same bound to a react-hook-form field.
 */
import './kit.css';
import { useId } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FieldError } from './FieldError';
import { Thumbnail } from './Thumbnail';
import { useMediaPicker } from './media-picker';

export interface ImageUrlFieldProps {
  /** The field name as the API names it (`image`, `variations.0.image`). */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** What the image is for, for the library's title. */
  purpose: string;
  compact?: boolean;
  'data-testid'?: string;
}

export function ImageUrlField({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  purpose,
  compact = false,
  'data-testid': testId,
}: ImageUrlFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const picker = useMediaPicker();
  return (
    <div className={compact ? 'kit-image-field kit-image-field-compact' : 'kit-image-field'}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <div className="kit-image-field-row">
        <Thumbnail src={value} alt="" size={compact ? 32 : 56} />
        <input
          id={id}
          name={name}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://… or /media/…"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          data-testid={testId}
        />
        {picker ? (
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => {
              void picker.chooseImages({ multiple: false, purpose }).then((urls) => {
                if (urls[0]) onChange(urls[0]);
              });
            }}
          >
            Choose from library<span className="visually-hidden"> for {label}</span>
          </button>
        ) : null}
      </div>
      <FieldError id={errorId} name={name} error={error} />
    </div>
  );
}

export interface ImageUrlControllerProps<T extends FieldValues> extends Omit<
  ImageUrlFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
}

/** An ImageUrlField bound to a react-hook-form field (value, change, blur, error). */
export function ImageUrlController<T extends FieldValues>({
  control,
  name,
  ...props
}: ImageUrlControllerProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageUrlField
          {...props}
          name={name}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
