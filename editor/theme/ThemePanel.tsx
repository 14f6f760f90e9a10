/**
 * "Theme styles": the store's theme, edited beside the palette. Style presets apply a whole
 * look in one step; colour schemes (with a contrast warning beside any pair people read under
 * 4.5:1), typography, buttons, inputs, cards and layout are edited field by field. Every
 * change is one store action (`setTheme`): one undo step (a typing burst in one field
 * coalesces), one `canvas/theme` message, saved with the global content.
 * Owns: the panel's markup. Not: the rules (theme-edits.ts), the tokens (shared/theme).
 */
import { useCallback, useId, type ReactNode } from 'react';
import {
  applyPreset,
  colorSchemeSchema,
  headingCases,
  MAX_COLOR_SCHEMES,
  MIN_COLOR_SCHEMES,
  schemeRoleLabels,
  schemeRoles,
  shadows,
  themeFonts,
  themePresets,
  themeGroupSchemas,
  type ColorScheme,
  type SchemeRole,
  type Theme,
  type ThemeGroup,
} from '../../shared';
import type { z } from 'zod';
import { ColorField, NumberField, SelectField, TextField } from '../settings/FieldControls';
import { getNumberBounds } from '../settings/schema-introspection';
import { useBuilder, useBuilderStore } from '../state';
import {
  addScheme,
  commitThemeField,
  contrastWarnings,
  formatRatio,
  removeScheme,
  schemeColorOf,
  schemeColorSchema,
  withScheme,
} from './theme-edits';
import './theme.css';

type SetTheme = (theme: Theme, field?: string) => void;

const categoryNames = { sans: 'sans-serif', serif: 'serif', mono: 'monospace', display: 'display' };
const fontOptions = themeFonts.map((f) => ({
  value: f.id,
  label: f.web ? `${f.label} (${categoryNames[f.category]})` : f.label,
}));
const weightOptions = [300, 400, 500, 600, 700, 800, 900].map((w) => ({
  value: w,
  label: String(w),
}));
const caseOptions = headingCases.map((c) => ({
  value: c,
  label: { none: 'As typed', uppercase: 'UPPERCASE', capitalize: 'Capitalised' }[c],
}));
const shadowOptions = shadows.map((s) => ({
  value: s,
  label: { none: 'None', soft: 'Soft', strong: 'Strong' }[s],
}));

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="be-theme-section" aria-labelledby={id}>
      <h3 id={id} className="be-theme-heading">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Presets({ theme, set }: { theme: Theme; set: SetTheme }) {
  return (
    <Section title="Style presets">
      <p className="be-theme-note">
        A preset changes colours, type and shapes across the store. Sections and their text stay as
        they are.
      </p>
      <ul className="be-theme-presets">
        {themePresets.map((preset) => (
          <li key={preset.id}>
            <button
              type="button"
              className="be-theme-preset"
              aria-pressed={theme.preset === preset.id}
              data-preset={preset.id}
              onClick={() => set(applyPreset(theme, preset))}
            >
              <span className="be-theme-swatches" aria-hidden="true">
                {preset.theme.colorSchemes.map((s) => (
                  <span key={s.id} style={{ background: s.background }}>
                    <span style={{ background: schemeColorOf(s, 'buttonBackground') }} />
                  </span>
                ))}
              </span>
              <span className="be-theme-preset-name">{preset.label}</span>
              <span className="be-theme-preset-text">{preset.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function SchemeEditor({
  theme,
  index,
  scheme,
  set,
}: {
  theme: Theme;
  index: number;
  scheme: ColorScheme;
  set: SetTheme;
}) {
  const warnings = contrastWarnings(scheme);
  const warningId = useId();
  const commitColor = (role: SchemeRole) => (value: unknown) =>
    commitThemeField(
      schemeColorSchema(role),
      value,
      (color) => withScheme(theme, index, { [role]: color }),
      (next) => set(next, `colorSchemes.${index}.${role}`),
    );
  const removed = removeScheme(theme, index);
  return (
    <details className="be-theme-scheme" data-scheme={scheme.id}>
      <summary>
        <span className="be-theme-scheme-sample" style={{ background: scheme.background }}>
          <span style={{ color: scheme.heading }}>Aa</span>
          <span
            className="be-theme-scheme-button"
            style={{ background: schemeColorOf(scheme, 'buttonBackground') }}
          />
        </span>
        <span className="be-theme-scheme-name">
          {index + 1}. {scheme.name}
        </span>
        {warnings.length > 0 ? (
          <span className="be-theme-warning-badge" title="Some colours are hard to read">
            Low contrast
          </span>
        ) : null}
      </summary>
      <div className="be-theme-scheme-body">
        <TextField
          name={`colorSchemes.${index}.name`}
          label="Name"
          value={scheme.name}
          commit={(value) =>
            commitThemeField(
              colorSchemeSchema.shape.name,
              value,
              (name) => withScheme(theme, index, { name }),
              (next) => set(next, `colorSchemes.${index}.name`),
            )
          }
        />
        {schemeRoles.map((role) =>
          role === 'buttonBackground' ? (
            <ColorField
              key={role}
              name={`colorSchemes.${index}.${role}`}
              label={schemeRoleLabels[role]}
              value={scheme[role]}
              fromScheme="the accent"
              schemeColor={scheme.accent}
              commit={commitColor(role)}
            />
          ) : (
            <ColorField
              key={role}
              name={`colorSchemes.${index}.${role}`}
              label={schemeRoleLabels[role]}
              value={scheme[role]}
              commit={commitColor(role)}
            />
          ),
        )}
        {warnings.length > 0 ? (
          <div className="be-theme-warnings" id={warningId} data-testid="contrast-warning">
            <p>Hard to read (WCAG AA asks for 4.5:1):</p>
            <ul>
              {warnings.map((w) => (
                <li key={w.pair}>
                  {w.pair}: {formatRatio(w.ratio)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {removed ? (
          <button
            type="button"
            className="be-theme-remove"
            onClick={() => {
              if (
                window.confirm(
                  `Remove ${scheme.name}? Sections that use it take the colours around them.`,
                )
              )
                set(removed);
            }}
          >
            Remove this scheme
          </button>
        ) : null}
      </div>
    </details>
  );
}

function Schemes({ theme, set }: { theme: Theme; set: SetTheme }) {
  const added = addScheme(theme);
  return (
    <Section title="Colour schemes">
      <p className="be-theme-note">
        Every section picks a scheme in its settings; its colours come from it unless set.
      </p>
      {theme.colorSchemes.map((scheme, index) => (
        <SchemeEditor key={scheme.id} theme={theme} index={index} scheme={scheme} set={set} />
      ))}
      <button
        type="button"
        className="be-theme-add"
        disabled={!added}
        onClick={() => added && set(added)}
      >
        Add a colour scheme
      </button>
      <p className="be-theme-note">
        {theme.colorSchemes.length} of {MAX_COLOR_SCHEMES} schemes; the first {MIN_COLOR_SCHEMES}{' '}
        are always there.
      </p>
    </Section>
  );
}

/** A number field of `group.key` in the theme (typography, buttons, inputs, cards, layout). */
interface GroupFieldProps<G extends ThemeGroup> {
  theme: Theme;
  set: SetTheme;
  group: G;
  field: keyof Theme[G] & string;
  label: string;
}

/** What a field of `group.field` shows and commits (one undo step per typing burst). */
function groupField<G extends ThemeGroup>({ theme, set, group, field, label }: GroupFieldProps<G>) {
  const schema = groupShape(group)[field]!;
  return {
    schema,
    field: {
      name: `${group}.${field}`,
      label,
      value: (theme[group] as Record<string, unknown>)[field],
      commit: (value: unknown) =>
        commitThemeField(
          schema,
          value,
          (v) => ({ ...theme, preset: 'custom', [group]: { ...theme[group], [field]: v } }),
          (next) => set(next, `${group}.${field}`),
        ),
    },
  };
}

function ThemeNumber<G extends ThemeGroup>(props: GroupFieldProps<G> & { step?: number }) {
  const { schema, field } = groupField(props);
  return <NumberField {...field} bounds={getNumberBounds(schema)} step={props.step} />;
}

function ThemeSelect<G extends ThemeGroup>(
  props: GroupFieldProps<G> & { options: readonly { value: string | number; label: string }[] },
) {
  const { field } = groupField(props);
  return <SelectField {...field} options={props.options} />;
}

/** The zod shape of one group of the theme (its fields' schemas, bounds included). */
const groupShape = (group: ThemeGroup) =>
  themeGroupSchemas[group].shape as Record<string, z.ZodType>;

function Boxes({ theme, set }: { theme: Theme; set: SetTheme }) {
  return (
    <>
      {(
        [
          ['buttons', 'Buttons'],
          ['inputs', 'Inputs'],
          ['cards', 'Cards'],
        ] as const
      ).map(([group, title]) => (
        <Section key={group} title={title}>
          <ThemeNumber
            theme={theme}
            set={set}
            group={group}
            field="radius"
            label="Corner radius (px)"
          />
          <ThemeNumber
            theme={theme}
            set={set}
            group={group}
            field="borderWidth"
            label="Border (px)"
          />
          <ThemeSelect
            theme={theme}
            set={set}
            group={group}
            field="shadow"
            label="Shadow"
            options={shadowOptions}
          />
        </Section>
      ))}
    </>
  );
}

export function ThemePanel() {
  const store = useBuilderStore();
  const theme = useBuilder((s) => s.theme);
  const set = useCallback<SetTheme>(
    (next, field) => store.getState().setTheme(next, field),
    [store],
  );
  return (
    <div className="be-theme" data-testid="theme-panel">
      <Presets theme={theme} set={set} />
      <Schemes theme={theme} set={set} />
      <Section title="Typography">
        <ThemeSelect
          theme={theme}
          set={set}
          group="typography"
          field="headingFont"
          label="Heading font"
          options={fontOptions}
        />
        <ThemeSelect
          theme={theme}
          set={set}
          group="typography"
          field="bodyFont"
          label="Body font"
          options={fontOptions}
        />
        <ThemeNumber
          theme={theme}
          set={set}
          group="typography"
          field="baseSize"
          label="Base size (px)"
        />
        <ThemeNumber
          theme={theme}
          set={set}
          group="typography"
          field="scaleRatio"
          label="Heading scale"
          step={0.05}
        />
        <ThemeSelect
          theme={theme}
          set={set}
          group="typography"
          field="headingWeight"
          label="Heading weight"
          options={weightOptions}
        />
        <ThemeSelect
          theme={theme}
          set={set}
          group="typography"
          field="headingCase"
          label="Heading letter case"
          options={caseOptions}
        />
      </Section>
      <Boxes theme={theme} set={set} />
      <Section title="Layout">
        <ThemeNumber
          theme={theme}
          set={set}
          group="layout"
          field="pageWidth"
          label="Page width (px)"
        />
        <ThemeNumber
          theme={theme}
          set={set}
          group="layout"
          field="sectionSpacing"
          label="Section spacing (×)"
          step={0.25}
        />
      </Section>
    </div>
  );
}
