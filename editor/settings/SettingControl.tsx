/**
 * One top-level setting: picks the control for the descriptor's kind and wires its commits
 * through the prop's zod schema. Memoized, so typing in one field re-renders only that field.
 * Owns: kind -> control mapping, top-level commit. Not: grouping or showIf (SettingsPanel).
 */
import { memo, useCallback, useMemo } from 'react';
import type { z } from 'zod';
import type { SettingDescriptor } from '../../shared';
import type { CategoryOption } from '../backend';
import {
  CheckboxField,
  ColorField,
  ImageField,
  NumberField,
  RichTextField,
  SelectField,
  SpacingField,
  TextField,
  UnitNumberField,
  type SelectOption,
} from './FieldControls';
import type { CommitAt } from './ListEditor';
import { ListSetting } from './ListEditors';
import { listSettingSpecs } from './list-specs';
import { getNumberBounds, getObjectShape, getUnitOptions } from './schema-introspection';
import { useLatest } from './use-latest';
import { commitSetting, commitSettingAt, type CommitResult } from './validate-setting';

export interface SettingControlProps {
  descriptor: SettingDescriptor;
  /** The prop's current value (its default when the props lack it). */
  value: unknown;
  /** `definition.schema.shape[descriptor.key]`. */
  schema: z.ZodType | undefined;
  /** Applies a valid value; must be stable. */
  onCommit(key: string, value: unknown): void;
  /** The id of the page-links datalist. */
  listId: string;
  /** For `productCollection` only (keeps other controls' memo intact). */
  categories?: readonly CategoryOption[] | undefined;
  /** For `colorScheme` only: the theme's schemes. */
  schemeOptions?: readonly SelectOption[] | undefined;
  /** For a colour that may come from the section's scheme: the role's name and colour. */
  fromScheme?: { label: string; color: string } | undefined;
  /** For a length that may come from the theme: the theme's value, px. */
  fromTheme?: number | undefined;
}

/** Text settings holding a link get the page-links suggestions. */
const linkKey = /^link$|Link$/;

/** Options of the product collection picker: all products, then each category by slug. */
export function collectionOptions(
  categories: readonly CategoryOption[],
  current: unknown,
): SelectOption[] {
  const options: SelectOption[] = [
    { value: '', label: 'All products' },
    ...categories.map((category) => ({ value: category.slug, label: category.name })),
  ];
  if (typeof current === 'string' && current !== '' && !options.some((o) => o.value === current)) {
    options.push({ value: current, label: `${current} (not found)` });
  }
  return options;
}

/**
 * The bounds of a number setting from its schema: the prop itself, or one number inside it
 * (`value` of a unit number, a side of a spacing).
 */
function numberBounds(schema: z.ZodType | undefined, inner?: string) {
  return getNumberBounds(inner === undefined ? schema : getObjectShape(schema)?.[inner]);
}

/** The control for one setting descriptor. */
export const SettingControl = memo(function SettingControl(props: SettingControlProps) {
  const { descriptor, value, schema, onCommit, listId, categories } = props;
  const { key } = descriptor;
  const latest = useLatest(value);
  const commit = useCallback(
    (next: unknown): CommitResult => {
      const result = commitSetting(schema, key, next, onCommit);
      if (result.ok) latest.current = result.value;
      return result;
    },
    [schema, onCommit, key, latest],
  );
  const commitAt: CommitAt = useCallback(
    (path, next) => {
      const result = commitSettingAt(schema, key, latest.current, path, next, onCommit);
      // Several commits before the next render see each other.
      if (result.ok) latest.current = result.whole;
      return result;
    },
    [schema, onCommit, key, latest],
  );
  const collection = useMemo(
    () =>
      descriptor.kind === 'productCollection' ? collectionOptions(categories ?? [], value) : [],
    [descriptor.kind, categories, value],
  );
  const field = {
    name: key,
    label: descriptor.label,
    value,
    commit,
    help: descriptor.help,
    dataSetting: key,
  };
  const list = {
    settingKey: key,
    label: descriptor.label,
    help: descriptor.help,
    value,
    schema,
    commitAt,
    listId,
  };
  const kind = descriptor.kind;
  switch (kind) {
    case 'color':
      return props.fromScheme ? (
        <ColorField
          {...field}
          fromScheme={props.fromScheme.label}
          schemeColor={props.fromScheme.color}
        />
      ) : (
        <ColorField {...field} />
      );
    case 'colorScheme':
      return <SelectField {...field} options={props.schemeOptions ?? []} />;
    case 'spacing':
      return <SpacingField {...field} bounds={numberBounds(schema, 'top')} />;
    case 'unitNumber':
      return (
        <UnitNumberField
          {...field}
          units={getUnitOptions(descriptor.units, schema)}
          bounds={numberBounds(schema, 'value')}
          step={descriptor.step}
        />
      );
    case 'text':
      return (
        <TextField
          {...field}
          placeholder={descriptor.placeholder}
          listId={linkKey.test(key) ? listId : undefined}
        />
      );
    case 'textarea':
      return <TextField {...field} placeholder={descriptor.placeholder} rows={4} />;
    case 'richText':
      return <RichTextField {...field} />;
    case 'checkbox':
      return <CheckboxField {...field} />;
    case 'select':
      return <SelectField {...field} options={descriptor.options ?? []} />;
    case 'number':
      return (
        <NumberField
          {...field}
          bounds={numberBounds(schema)}
          step={descriptor.step}
          fromTheme={props.fromTheme}
        />
      );
    case 'file':
      return <ImageField {...field} placeholder={descriptor.placeholder} />;
    case 'productCollection':
      return <SelectField {...field} options={collection} />;
    case 'footerLinks':
    case 'navLinks':
    case 'topbarMessages':
      return <ListSetting {...list} spec={listSettingSpecs[kind]} />;
    default: {
      const unsupported: never = kind;
      return (
        <p className="be-settings-help" data-setting={key}>
          {descriptor.label}: this kind of setting ({String(unsupported)}) cannot be edited here.
        </p>
      );
    }
  }
});
