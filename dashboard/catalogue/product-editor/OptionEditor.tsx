/**
 * One option of the variants editor (Size, Colour): its name, its type (select, colour
 * swatches, other) and its values as chips; a colour option gives each value a swatch
 * colour picker. New values are typed and added with Enter or the Add button.
 */
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { errorAt } from '../../kit';
import type { ProductFormValues } from './product-form';

export interface OptionEditorProps {
  index: number;
  onRemove: () => void;
  /** Answers an error message, or `null` when the value was added. */
  onAddValue: (value: string) => string | null;
  onRemoveValue: (value: string) => void;
}

const guesses = new Map<string, string>();

/**
 * A CSS colour name's #rrggbb, for a swatch not chosen yet ("Navy" -> #000080): the colour
 * the storefront shows for that value today.
 */
function guessSwatch(name: string): string {
  const known = guesses.get(name);
  if (known) return known;
  const guess = readCssColour(name);
  guesses.set(name, guess);
  return guess;
}

function readCssColour(name: string): string {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return '#cccccc';
  context.fillStyle = '#010203';
  context.fillStyle = name.trim().toLowerCase().replace(/\s+/g, '');
  const colour = String(context.fillStyle);
  return /^#[0-9a-f]{6}$/i.test(colour) && colour !== '#010203' ? colour : '#cccccc';
}

export function OptionEditor({ index, onRemove, onAddValue, onRemoveValue }: OptionEditorProps) {
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const group = watch(`attributeGroups.${index}`);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const id = useId();
  const nameError = errorAt(errors, `attributeGroups.${index}.name`);
  const valuesError = errorAt(errors, `attributeGroups.${index}.values`);
  const title = group?.name.trim() || `Option ${index + 1}`;
  if (!group) return null;

  function add() {
    const message = onAddValue(draft);
    setDraftError(message);
    if (message === null) {
      if (group?.type === 'color' && !group.swatches[draft.trim()]) {
        setValue(
          `attributeGroups.${index}.swatches`,
          { ...group.swatches, [draft.trim()]: guessSwatch(draft) },
          { shouldDirty: true },
        );
      }
      setDraft('');
    }
  }

  return (
    <fieldset className="option-editor" data-testid="option-editor">
      <legend className="visually-hidden">{title}</legend>
      <div className="option-editor-head">
        <div className="field">
          <label htmlFor={`${id}-name`}>Option name</label>
          <input
            id={`${id}-name`}
            type="text"
            maxLength={60}
            placeholder="Size, Colour, Material…"
            aria-invalid={Boolean(nameError)}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
            data-testid="option-name"
            {...register(`attributeGroups.${index}.name`)}
          />
          {nameError ? (
            <p id={`${id}-name-error`} className="field-error">
              {nameError}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={`${id}-type`}>Shown as</label>
          <select
            id={`${id}-type`}
            data-testid="option-type"
            {...register(`attributeGroups.${index}.type`)}
          >
            <option value="select">Buttons</option>
            <option value="color">Colour swatches</option>
            <option value="other">Other</option>
          </select>
        </div>
        <button
          type="button"
          className="button button-danger-outline button-small option-remove"
          onClick={onRemove}
          data-testid="option-remove"
        >
          Remove<span className="visually-hidden"> option {title}</span>
        </button>
      </div>

      <ul className="chips" aria-label={`Values of ${title}`} data-testid="option-values">
        {group.values.map((value) => (
          <li key={value} className="chip" data-testid="option-value">
            {group.type === 'color' ? (
              <input
                type="color"
                className="chip-swatch"
                value={group.swatches[value] ?? guessSwatch(value)}
                aria-label={`Swatch colour of ${value}`}
                onChange={(e) =>
                  setValue(
                    `attributeGroups.${index}.swatches`,
                    { ...group.swatches, [value]: e.target.value },
                    { shouldDirty: true },
                  )
                }
                data-testid="option-swatch"
              />
            ) : null}
            <span>{value}</span>
            <button
              type="button"
              className="chip-remove"
              aria-label={`Remove ${value} from ${title}`}
              onClick={() => onRemoveValue(value)}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>

      <div className="option-add">
        <label htmlFor={`${id}-value`} className="visually-hidden">
          New value of {title}
        </label>
        <input
          id={`${id}-value`}
          type="text"
          maxLength={60}
          value={draft}
          placeholder={group.values.length ? 'Add another value' : 'Add a value, e.g. Small'}
          aria-invalid={Boolean(draftError || valuesError)}
          aria-describedby={draftError || valuesError ? `${id}-value-error` : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            setDraftError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ',') {
              e.preventDefault();
              add();
            }
          }}
          data-testid="option-value-input"
        />
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={add}
          data-testid="option-value-add"
        >
          Add<span className="visually-hidden"> value to {title}</span>
        </button>
      </div>
      {draftError || valuesError ? (
        <p id={`${id}-value-error`} className="field-error">
          {draftError ?? valuesError}
        </p>
      ) : null}
    </fieldset>
  );
}
