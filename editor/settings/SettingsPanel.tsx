/**
 * The settings panel: the selected component's controls, generated from its section
 * definition (`getSectionDefinition(type).settings`), grouped under collapsible headings (the
 * first open, or the ones last left open on a section of that type) and filtered by `showIf`;
 * `BlockSettingsPanel` does the same for a block of a section from its block definition.
 * Every change is validated by the section's (or block's) zod schema first.
 * Owns: panel layout and group state. Not: the component list or history (editor/state).
 */
import { useCallback, useId, useMemo, useState, type JSX, type ReactNode } from 'react';
import {
  blockColorRoles,
  blockThemeLengths,
  colorRoleOf,
  colorSchemeOf,
  getBlockDefinition,
  getSectionDefinition,
  schemeRoleLabels,
  themeLengthOf,
  themeLengthValue,
  type Block,
  type SchemeRole,
  type SectionDefinition,
  type Theme,
  type ThemeLength,
} from '../../shared';
import type { Component } from '../../protocol';
import type { CategoryOption, PageLinkOption } from '../backend';
import { isSameValue } from './list-items';
import { getDefaultProps, getPropSchema } from './schema-introspection';
import { SettingControl } from './SettingControl';
import { initialOpenGroups, rememberOpenGroups } from './open-groups';
import { groupSettings, isSettingVisible } from './setting-layout';
import { useLatest } from './use-latest';
import './settings.css';

export interface SettingsPanelProps {
  /** The selected component. */
  component: Component;
  /** Called on every keystroke or change with valid values only: `{ [propKey]: value }`. */
  onChange(changes: Record<string, unknown>): void;
  /** The store's pages, suggested in link fields. */
  pageLinks: PageLinkOption[];
  /** The store's categories, for product collection pickers. */
  categories: CategoryOption[];
  /** The store's theme: its colour schemes are the section's choices and its colours' defaults. */
  theme: Theme;
}

/** The settings form of `props.component`; its drafts and open groups reset when the component changes. */
export function SettingsPanel(props: SettingsPanelProps): JSX.Element {
  const definition = getSectionDefinition(props.component.type);
  if (!definition) {
    return (
      <div className="be-settings">
        <p className="be-settings-empty">This section has no settings.</p>
      </div>
    );
  }
  const { component } = props;
  const subject: FormSubject = {
    kind: component.type,
    id: component.id,
    props: component.props,
    definition,
    schemeId: colorSchemeOf(component.props),
    colorRole: (key) => colorRoleOf(component.type, key),
    themeLength: (key) => themeLengthOf(component.type, key),
  };
  return <SettingsForm key={component.id} {...props} subject={subject} />;
}

export interface BlockSettingsPanelProps extends Omit<SettingsPanelProps, 'component'> {
  block: Block;
  /** The colour scheme of the block's section (its colours "from scheme" come from it). */
  schemeId: string;
}

/** The settings form of a block of the selected section. */
export function BlockSettingsPanel(props: BlockSettingsPanelProps): JSX.Element | null {
  const { block } = props;
  const definition = getBlockDefinition(block.type);
  if (!definition) return null;
  const subject: FormSubject = {
    kind: `block:${block.type}`,
    id: block.id,
    props: block.props,
    definition,
    schemeId: props.schemeId,
    colorRole: (key) => blockColorRoles[block.type]?.[key],
    themeLength: (key) => blockThemeLengths[block.type]?.[key],
  };
  return <SettingsForm key={block.id} {...props} subject={subject} />;
}

/** What a settings form edits: a section, or a block of one. */
interface FormSubject {
  /** The section type, or `block:<type>` (the open groups are remembered per kind). */
  kind: string;
  id: string;
  props: Record<string, unknown>;
  definition: Pick<SectionDefinition, 'description' | 'settings' | 'schema'>;
  /** The colour scheme its colours "from scheme" read. */
  schemeId: string;
  colorRole(key: string): SchemeRole | undefined;
  themeLength(key: string): ThemeLength | undefined;
}

/** `value`, or the previous reference while the contents stay equal. */
function useStableValue<T>(value: T): T {
  const [stable, setStable] = useState(value);
  if (stable === value || isSameValue(stable, value)) return stable;
  setStable(value);
  return value;
}

const EMPTY_CATEGORIES: readonly CategoryOption[] = [];

function SettingsForm(props: Omit<SettingsPanelProps, 'component'> & { subject: FormSubject }) {
  const { subject } = props;
  const { definition } = subject;
  // Callers may pass fresh arrays on every render; equal contents keep the memoized controls.
  const pageLinks = useStableValue(props.pageLinks);
  const categories = useStableValue(props.categories);
  const onChangeRef = useLatest(props.onChange);
  // Stable across renders, so memoized controls do not re-render when the parent's callbacks do.
  const onCommit = useCallback(
    (key: string, value: unknown) => onChangeRef.current({ [key]: value }),
    [onChangeRef],
  );
  const listId = useId();
  const groups = useMemo(() => groupSettings(definition.settings), [definition]);
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(() =>
    initialOpenGroups(subject.kind, groups),
  );
  const toggleGroup = useCallback(
    (name: string) => {
      setOpenGroups((open) => {
        const next = new Set(open);
        if (next.has(name)) next.delete(name);
        else next.add(name);
        rememberOpenGroups(subject.kind, next);
        return next;
      });
    },
    [subject.kind],
  );
  const values = useMemo(
    () => ({ ...getDefaultProps(definition), ...subject.props }),
    [definition, subject.props],
  );
  const schemes = props.theme.colorSchemes;
  const schemeOptions = useMemo(
    () => schemes.map((s, i) => ({ value: s.id, label: `${i + 1}. ${s.name}` })),
    [schemes],
  );
  const schemeId = Object.hasOwn(values, 'colorScheme') ? colorSchemeOf(values) : subject.schemeId;
  const scheme = schemes.find((s) => s.id === schemeId) ?? schemes[0];
  /** What a length left to the theme shows: the theme's value. */
  const fromTheme = (key: string) => {
    const length = subject.themeLength(key);
    return length ? themeLengthValue(props.theme, length) : undefined;
  };
  /** What a colour left "from scheme" shows: the role's name and the scheme's colour. */
  const fromScheme = (key: string) => {
    const role = subject.colorRole(key);
    if (!role || !scheme) return undefined;
    const color =
      role === 'buttonBackground' ? scheme.buttonBackground || scheme.accent : scheme[role];
    return { label: `${schemeRoleLabels[role]} of ${scheme.name}`, color };
  };

  return (
    <div className="be-settings" data-section-type={subject.kind} data-component-id={subject.id}>
      <div className="be-settings-header">
        <p className="be-settings-description">{definition.description}</p>
      </div>
      <datalist id={listId}>
        {pageLinks.map((link, i) => (
          <option key={`${i}-${link.url}`} value={link.url}>
            {link.title}
          </option>
        ))}
      </datalist>
      {groups.length === 0 ? (
        <p className="be-settings-empty">
          {subject.kind.startsWith('block:')
            ? 'This block has no settings of its own: move it, hide it or remove it above.'
            : 'This section has no settings.'}
        </p>
      ) : null}
      {groups.map((group) => {
        const visible = group.settings.filter((descriptor) => isSettingVisible(descriptor, values));
        if (visible.length === 0) return null;
        return (
          <SettingsGroup
            key={group.name}
            name={group.name}
            open={openGroups.has(group.name)}
            onToggle={toggleGroup}
          >
            {visible.map((descriptor) => (
              <SettingControl
                key={descriptor.key}
                descriptor={descriptor}
                value={values[descriptor.key]}
                schema={getPropSchema(definition, descriptor.key)}
                onCommit={onCommit}
                listId={listId}
                categories={descriptor.kind === 'productCollection' ? categories : EMPTY_CATEGORIES}
                schemeOptions={descriptor.kind === 'colorScheme' ? schemeOptions : undefined}
                fromScheme={descriptor.kind === 'color' ? fromScheme(descriptor.key) : undefined}
                fromTheme={descriptor.kind === 'number' ? fromTheme(descriptor.key) : undefined}
              />
            ))}
          </SettingsGroup>
        );
      })}
    </div>
  );
}

function SettingsGroup(props: {
  name: string;
  open: boolean;
  onToggle(name: string): void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset className="be-settings-group" data-group={props.name}>
      <legend className="be-settings-legend">
        <button
          type="button"
          className="be-settings-group-toggle"
          aria-expanded={props.open}
          aria-controls={`${id}-body`}
          onClick={() => props.onToggle(props.name)}
        >
          {props.name}
        </button>
      </legend>
      <div id={`${id}-body`} className="be-settings-group-body" hidden={!props.open}>
        {props.children}
      </div>
    </fieldset>
  );
}
