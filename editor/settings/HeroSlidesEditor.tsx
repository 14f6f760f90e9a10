/**
 * The hero slides editor: the list of slides (add, remove, move; clicking one selects it in
 * the builder and the canvas) and the selected slide's background, texts, call-to-action
 * buttons and styling fields.
 * Owns: slide selection and the background control. Not: the slide's other fields
 * (`heroSlideFields` in list-specs.ts) or the list chrome (ListEditor.tsx).
 */
import { useCallback, useMemo } from 'react';
import type { z } from 'zod';
import { SelectField } from './FieldControls';
import { enumOptions, ItemFields, newListItem, type ListSettingProps } from './ListEditors';
import { asList, ItemField, itemText, itemValue, ListEditor, type CommitAt } from './ListEditor';
import { heroSlideFields, type FieldSpec, type ItemFieldSpec } from './list-specs';
import { inferItemField, withBackgroundType } from './hero-slides';
import { getListElementSchema, getObjectShape } from './schema-introspection';
import type { CommitResult } from './validate-setting';

export interface HeroSlidesEditorProps extends ListSettingProps {
  selectedHeroSlide: string | null;
  onSelectHeroSlide(id: string | null): void;
}

/** Slide fields with their own controls; any other scalar field of the schema is inferred. */
const handledKeys = new Set([
  'id',
  'backgroundType',
  'background',
  ...heroSlideFields.map((f) => f.name),
]);

/** The background control for each background type (others: a colour). */
const backgroundFields: Readonly<Record<string, Omit<ItemFieldSpec, 'name'>>> = {
  image: { kind: 'image', label: 'Background image' },
  video: {
    kind: 'text',
    label: 'Background video URL',
    placeholder: 'https://… or /videos/clip.mp4',
  },
  gradient: {
    kind: 'text',
    label: 'Background gradient',
    placeholder: 'linear-gradient(135deg, #1e3a8a, #7c3aed)',
    help: 'A CSS gradient such as linear-gradient(135deg, #1e3a8a, #7c3aed).',
  },
  solid: { kind: 'color', label: 'Background colour' },
};

/** A swatch for the slide list: solid colours and gradients only (never a url()). */
function slidePreview(slide: unknown): string | undefined {
  const type = itemText(slide, 'backgroundType');
  return type === 'solid' || type === 'gradient' ? itemText(slide, 'background') : undefined;
}

/** Hero slides: a selectable list and the selected slide's fields. */
export function HeroSlidesEditor(props: HeroSlidesEditorProps) {
  const { settingKey, schema, commitAt, selectedHeroSlide, onSelectHeroSlide } = props;
  const slides = asList(props.value);
  const activeIndex = slides.findIndex(
    (slide) => selectedHeroSlide !== null && itemText(slide, 'id') === selectedHeroSlide,
  );
  return (
    <ListEditor
      settingKey={settingKey}
      dataSetting={settingKey}
      dataList={false}
      className="be-settings-slides"
      path=""
      label={props.label}
      help={props.help}
      items={slides}
      noun="slide"
      emptyText="No slides yet."
      itemTitle={(slide, index) => itemText(slide, 'title') || `Slide ${index + 1}`}
      createItem={(items) => newListItem(schema, items, 'hero-slide', { title: 'New slide' })}
      commitAt={commitAt}
      itemAttributes={(_slide, index) => ({
        className: 'be-settings-slide',
        'data-selected': index === activeIndex ? 'true' : undefined,
      })}
      renderTitle={(slide, index) => {
        const slideId = itemText(slide, 'id');
        return (
          <button
            type="button"
            className="be-settings-slide-button"
            aria-pressed={index === activeIndex}
            data-slide-id={slideId}
            onClick={() => onSelectHeroSlide(slideId || null)}
          >
            <span
              className="be-settings-slide-thumb"
              style={{ background: slidePreview(slide) }}
              aria-hidden="true"
            />
            <span>{itemText(slide, 'title') || `Slide ${index + 1}`}</span>
          </button>
        );
      }}
      onAdded={(slide) => onSelectHeroSlide(itemText(slide, 'id') || null)}
      onRemoved={(_slide, index) => {
        if (index === activeIndex) onSelectHeroSlide(null);
      }}
    >
      {activeIndex >= 0 ? (
        <HeroSlideFields
          key={itemText(slides[activeIndex], 'id')}
          settingKey={settingKey}
          index={activeIndex}
          slide={slides[activeIndex]}
          schema={schema}
          commitAt={commitAt}
          listId={props.listId}
        />
      ) : (
        <p className="be-settings-empty">
          Select a slide to edit its background, text and buttons.
        </p>
      )}
    </ListEditor>
  );
}

interface HeroSlideFieldsProps {
  settingKey: string;
  index: number;
  slide: unknown;
  schema: z.ZodType | undefined;
  commitAt: CommitAt;
  listId?: string | undefined;
}

function HeroSlideFields({
  settingKey,
  index,
  slide,
  schema,
  commitAt,
  listId,
}: HeroSlideFieldsProps) {
  const slideSchema = getListElementSchema(schema);
  const shape = useMemo(() => getObjectShape(slideSchema) ?? {}, [slideSchema]);
  const backgroundTypes = useMemo(
    () => enumOptions(shape.backgroundType, ['image', 'video', 'solid', 'gradient']),
    [shape],
  );
  const fields = useMemo(
    (): FieldSpec[] => [
      ...heroSlideFields,
      ...Object.entries(shape)
        .filter(([key]) => !handledKeys.has(key))
        .flatMap(([key, fieldSchema]) => {
          const field = inferItemField(key, fieldSchema);
          return field ? [{ name: key, ...field }] : [];
        }),
    ],
    [shape],
  );
  const path = String(index);
  const backgroundType = itemText(slide, 'backgroundType');
  const pickBackgroundType = useCallback(
    (type: string | number): CommitResult => {
      const current = (slide ?? {}) as Record<string, unknown>;
      const result = commitAt([index], withBackgroundType(current, String(type), slideSchema));
      return result.ok ? { ok: true, value: itemValue(result.value, 'backgroundType') } : result;
    },
    [commitAt, index, slide, slideSchema],
  );
  const backgroundKind = Object.hasOwn(backgroundFields, backgroundType) ? backgroundType : 'solid';
  return (
    <fieldset className="be-settings-slide-fields">
      <legend className="be-settings-label">Slide {index + 1}</legend>
      <SelectField
        name={`${settingKey}.${path}.backgroundType`}
        label="Background type"
        value={backgroundType}
        options={backgroundTypes}
        commit={(value) => commitAt([index, 'backgroundType'], value)}
        onPick={pickBackgroundType}
      />
      <ItemField
        key={backgroundKind}
        {...backgroundFields[backgroundKind]!}
        settingKey={settingKey}
        path={`${path}.background`}
        value={itemValue(slide, 'background')}
        commitAt={commitAt}
      />
      <ItemFields
        settingKey={settingKey}
        path={path}
        item={slide}
        fields={fields}
        schema={slideSchema}
        commitAt={commitAt}
        listId={listId}
      />
    </fieldset>
  );
}
