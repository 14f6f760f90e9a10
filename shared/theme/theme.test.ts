import { describe, expect, it } from 'vitest';
import { contrastRatio, hoverOf, MIN_TEXT_CONTRAST } from './colors';
import { applyPreset, defaultTheme, readTheme, themePreset, themePresets } from './presets';
import { themeSchema } from './theme';
import { fromScheme, schemeVar } from './scheme-roles';
import { themeCss } from './tokens';

describe('colours', () => {
  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('derives a hover shade darker for light fills, lighter for dark ones', () => {
    expect(hoverOf('#ffffff')).toBe('#e0e0e0');
    expect(hoverOf('#111827')).toBe('#353b47');
  });
});

describe('presets', () => {
  it('has at least six complete styles besides the classic look', () => {
    expect(themePresets.map((p) => p.id)).toEqual([
      'classic',
      'minimal',
      'bold',
      'luxury',
      'playful',
      'earthy',
      'mono',
    ]);
    for (const preset of themePresets)
      expect(themeSchema.parse(preset.theme)).toEqual(preset.theme);
  });

  it('reads every scheme of every preset at WCAG AA: text, headings and buttons', () => {
    for (const preset of themePresets)
      for (const s of preset.theme.colorSchemes) {
        const at = `${preset.id} ${s.name}`;
        const button = s.buttonBackground || s.accent;
        expect(contrastRatio(s.text, s.background), `${at} text`).toBeGreaterThanOrEqual(
          MIN_TEXT_CONTRAST,
        );
        expect(contrastRatio(s.heading, s.background), `${at} heading`).toBeGreaterThanOrEqual(
          MIN_TEXT_CONTRAST,
        );
        expect(contrastRatio(s.buttonText, button), `${at} button`).toBeGreaterThanOrEqual(
          MIN_TEXT_CONTRAST,
        );
      }
  });

  it('applies a preset keeping the scheme names and the schemes past the fourth', () => {
    const mine = {
      ...defaultTheme,
      colorSchemes: [
        { ...defaultTheme.colorSchemes[0]!, name: 'Page' },
        ...defaultTheme.colorSchemes.slice(1),
        { ...defaultTheme.colorSchemes[0]!, id: 'scheme-5', name: 'Sale', accent: '#ff0000' },
      ],
    };
    const bold = applyPreset(mine, themePreset('bold')!);
    expect(bold.preset).toBe('bold');
    expect(bold.colorSchemes.map((s) => s.name)).toEqual(['Page', 'Dark', 'Soft', 'Brand', 'Sale']);
    expect(bold.colorSchemes[0]!.accent).toBe('#dc2626');
    expect(bold.colorSchemes[4]!.accent).toBe('#ff0000');
    expect(bold.typography.headingCase).toBe('uppercase');
  });
});

describe('tokens', () => {
  it('writes the global tokens and scheme 1 on :root, then one class per scheme', () => {
    const css = themeCss(defaultTheme);
    const lines = css.split('\n');
    expect(lines).toHaveLength(1 + defaultTheme.colorSchemes.length);
    expect(lines[0]).toMatch(/^:root\{--sf-font-body:system-ui/);
    expect(lines[0]).toContain('--sf-c-background:#ffffff');
    expect(lines[0]).toContain('--sf-max-width:1200px');
    expect(lines[2]).toMatch(/^\.sf-scheme-2\{--sf-c-background:#111827;/);
    // The button fill left empty is the accent; the hover is derived from it.
    expect(lines[1]).toContain('--sf-c-button-background:#111827');
    expect(lines[1]).toContain(`--sf-c-button-hover:${hoverOf('#111827')}`);
  });

  it('names each role’s variable once', () => {
    expect(schemeVar('buttonBackground')).toBe('--sf-c-button-background');
    expect(fromScheme('heading')).toBe('var(--sf-c-heading)');
  });

  it('reads a stored theme, or the default for none or one that no longer validates', () => {
    expect(readTheme(undefined)).toBe(defaultTheme);
    expect(readTheme({ colorSchemes: [] })).toBe(defaultTheme);
    const bold = themePreset('bold')!.theme;
    expect(readTheme(bold)).toEqual(bold);
  });
});
