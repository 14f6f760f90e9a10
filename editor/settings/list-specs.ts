/**
 * The special list editors of spec 3 as data: for each list kind what an item is called,
 * its id prefix, the field naming it, the starting texts of a new item and its fields.
 * Owns: which fields each list item has, their labels and kinds. Not: rendering
 * (ListEditors.tsx) or list chrome (ListEditor.tsx).
 */
import type { SelectOption } from './FieldControls';
import type { ItemFieldKind } from './ListEditor';

/** One scalar field of a list item; its input is named `${settingKey}.${itemPath}.${name}`. */
export interface ItemFieldSpec {
  name: string;
  kind: ItemFieldKind;
  label: string;
  placeholder?: string | undefined;
  help?: string | undefined;
  /** Fixed select options. */
  options?: readonly SelectOption[] | undefined;
  /** Select options from the item schema's enum; these values when it has none. */
  enumValues?: readonly string[] | undefined;
  /** For numbers: the input's step (the bounds are the item schema's). */
  step?: number | undefined;
  /** A URL: suggest the store's page links. */
  pageLinks?: boolean | undefined;
  /** Shown only when the item schema has this field. */
  optional?: boolean | undefined;
}

export interface ListSpec {
  /** What one item is called, in lower case: 'question', 'link'. */
  noun: string;
  /** The prefix of new items' ids; without it a new item is the schema's bare defaults. */
  idPrefix?: string | undefined;
  /** The field an item's title shows (`Noun 2` when it is empty). */
  titleField: string;
  /** Starting texts of a new item; default: its title field is `New ${noun}`. */
  seed?: Record<string, unknown> | undefined;
  fields: readonly ItemFieldSpec[];
}

/** The fields every link has: a label, a URL with page suggestions, its type and target. */
const labelField: ItemFieldSpec = { name: 'label', kind: 'text', label: 'Label' };
const urlField: ItemFieldSpec = {
  name: 'url',
  kind: 'text',
  label: 'URL',
  placeholder: '/shop or https://…',
  pageLinks: true,
};
const linkTypeField: ItemFieldSpec = {
  name: 'type',
  kind: 'select',
  label: 'Link type',
  enumValues: ['internal', 'external'],
};
const targetField: ItemFieldSpec = {
  name: 'target',
  kind: 'select',
  label: 'Open in',
  enumValues: ['_self', '_blank'],
};

/** Topbar messages: an icon (a glyph name, an image URL or a short text) and the text. */
export const topbarMessagesSpec: ListSpec = {
  noun: 'message',
  idPrefix: 'topbar-message',
  titleField: 'text',
  fields: [
    {
      name: 'icon',
      kind: 'text',
      label: 'Icon',
      placeholder: 'truck, sparkles, returns, gift, tag… or an image URL',
    },
    { name: 'text', kind: 'text', label: 'Text' },
  ],
};

/** Navigation links: label, URL (with page suggestions), internal/external, target. */
export const navLinksSpec: ListSpec = {
  noun: 'link',
  idPrefix: 'nav-link',
  titleField: 'label',
  fields: [labelField, urlField, linkTypeField, targetField],
};

/** A footer menu column's links: label, URL (with page suggestions). */
export const footerLinksSpec: ListSpec = {
  noun: 'link',
  idPrefix: 'footer-link',
  titleField: 'label',
  fields: [labelField, urlField],
};

/** The list setting kinds edited by the generic list editor, and their specs. */
export const listSettingSpecs = {
  footerLinks: footerLinksSpec,
  navLinks: navLinksSpec,
  topbarMessages: topbarMessagesSpec,
} as const satisfies Record<string, ListSpec>;
