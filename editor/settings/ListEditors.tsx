/**
 * The special list editors of spec 3: FAQ items, footer columns (with their links),
 * navigation links, topbar messages and testimonials, rendered by one generic editor from
 * their specs (list-specs.ts). New items take their defaults from the section's zod schema,
 * plus a starting text, and get an id when the item has one.
 * Owns: spec -> list editor and item fields. Not: the specs, the list chrome (ListEditor.tsx).
 */
import { useMemo } from 'react';
import type { z } from 'zod';
import type { SelectOption } from './FieldControls';
import {
  asList,
  ItemField,
  itemIds,
  itemText,
  itemValue,
  ListEditor,
  type CommitAt,
} from './ListEditor';
import type { ItemFieldSpec, ListSpec } from './list-specs';
import { makeItemId } from './make-item-id';
import {
  createDefaultItem,
  getEnumValues,
  getListElementSchema,
  getNumberBounds,
  getObjectShape,
} from './schema-introspection';

export interface ListSettingProps {
  settingKey: string;
  label: string;
  help?: string | undefined;
  value: unknown;
  /** The list prop's schema (`definition.schema.shape[settingKey]`). */
  schema: z.ZodType | undefined;
  commitAt: CommitAt;
  /** The id of the page-links datalist, for URL fields. */
  listId?: string | undefined;
}

const optionLabels: Record<string, string> = {
  internal: 'Page in this store',
  external: 'Other website',
  _self: 'Same tab',
  _blank: 'New tab',
};

/** Select options for an enum schema, with readable labels. */
function enumOptions(schema: z.ZodType | undefined, fallback: readonly string[]): SelectOption[] {
  return (getEnumValues(schema) ?? [...fallback]).map((value) => ({
    value,
    label: optionLabels[value] ?? value,
  }));
}

/** A new item for list `schema`, with an id made from `idPrefix` when items have ids. */
export function newListItem(
  schema: z.ZodType | undefined,
  items: readonly unknown[],
  idPrefix: string,
  seed: Record<string, unknown>,
): Record<string, unknown> | undefined {
  return createDefaultItem(getListElementSchema(schema), {
    id: makeItemId(idPrefix, itemIds(items)),
    seed,
  });
}

/** Props of a field spec resolved against the item schema (select options, number bounds). */
function resolveField(spec: ItemFieldSpec, shape: Record<string, z.ZodType> | undefined) {
  return {
    ...spec,
    options:
      spec.options ??
      (spec.enumValues ? enumOptions(shape?.[spec.name], spec.enumValues) : undefined),
    bounds: getNumberBounds(shape?.[spec.name]),
  };
}

export interface ItemFieldsProps {
  settingKey: string;
  /** The item's path inside the prop, e.g. `0`. */
  path: string;
  item: unknown;
  fields: readonly ItemFieldSpec[];
  /** The item's schema (the list's element schema). */
  schema: z.ZodType | undefined;
  commitAt: CommitAt;
  listId?: string | undefined;
}

/** The fields of one list item, as its specs say. */
export function ItemFields(props: ItemFieldsProps) {
  const { settingKey, path, item, schema, commitAt, listId } = props;
  const shape = getObjectShape(schema);
  const fields = useMemo(
    () =>
      props.fields
        .filter((field) => !field.optional || (shape && Object.hasOwn(shape, field.name)))
        .map((field) => resolveField(field, shape)),
    [props.fields, shape],
  );
  return fields.map((field) => (
    <ItemField
      key={field.name}
      settingKey={settingKey}
      path={`${path}.${field.name}`}
      kind={field.kind}
      label={field.label}
      placeholder={field.placeholder}
      help={field.help}
      options={field.options}
      bounds={field.bounds}
      step={field.step}
      listId={field.pageLinks ? listId : undefined}
      value={itemValue(item, field.name)}
      commitAt={commitAt}
    />
  ));
}

export interface SpecListEditorProps extends ListSettingProps {
  spec: ListSpec;
  /** The list's path inside the prop (`''`: the prop itself). */
  path: string;
  dataSetting?: string | undefined;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Any list described by a spec: items titled by their title field, fields from the spec. */
export function SpecListEditor(props: SpecListEditorProps) {
  const { spec, settingKey, schema, commitAt, listId } = props;
  const elementSchema = getListElementSchema(schema);
  return (
    <ListEditor
      settingKey={settingKey}
      dataSetting={props.dataSetting}
      path={props.path}
      label={props.label}
      help={props.help}
      items={asList(props.value)}
      noun={spec.noun}
      itemTitle={(item, i) =>
        itemText(item, spec.titleField) || `${capitalize(spec.noun)} ${i + 1}`
      }
      createItem={(items) =>
        spec.idPrefix === undefined
          ? createDefaultItem(elementSchema)
          : newListItem(
              schema,
              items,
              spec.idPrefix,
              spec.seed ?? { [spec.titleField]: `New ${spec.noun}` },
            )
      }
      commitAt={commitAt}
      renderItem={(item, _i, itemPath) => (
        <ItemFields
          settingKey={settingKey}
          path={itemPath}
          item={item}
          fields={spec.fields}
          schema={elementSchema}
          commitAt={commitAt}
          listId={listId}
        />
      )}
    />
  );
}

/** A top-level list setting (the prop itself is the list) edited as `spec` says. */
export function ListSetting(props: ListSettingProps & { spec: ListSpec }) {
  return <SpecListEditor {...props} path="" dataSetting={props.settingKey} />;
}
