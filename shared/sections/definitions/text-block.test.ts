import { describe, expect, it } from 'vitest';
import { textBlockSection } from './text-block';

const parse = (props: Record<string, unknown>) => textBlockSection.schema.safeParse(props).success;

describe('text block section', () => {
  it('parses {} to the documented defaults', () => {
    expect(textBlockSection.schema.parse({})).toEqual({
      content:
        '<h2>About Our Store</h2><p>Tell your customers who you are, what you make and why it matters. Edit this text to share your story.</p>',
      textAlign: 'left',
      maxWidth: { value: 800, unit: 'px' },
      fontSize: { value: 16, unit: 'px' },
      textColor: '#1f2937',
      headingColor: '#111827',
      linkColor: '#1d4ed8',
      backgroundColor: 'transparent',
      padding: { top: 32, right: 16, bottom: 32, left: 16 },
      margin: { top: 0, right: 0, bottom: 0, left: 0 },
    });
  });

  it('has a setting for every prop and no setting without a prop, content as rich text', () => {
    const keys = Object.keys(textBlockSection.schema.shape).sort();
    expect(textBlockSection.settings.map((s) => s.key).sort()).toEqual(keys);
    expect(textBlockSection.settings.find((s) => s.key === 'content')?.kind).toBe('richText');
  });

  it('limits content to 50000 characters', () => {
    expect(parse({ content: 'a'.repeat(50_000) })).toBe(true);
    expect(parse({ content: 'a'.repeat(50_001) })).toBe(false);
  });

  it('accepts only the listed alignments and valid colours', () => {
    expect(parse({ textAlign: 'justify' })).toBe(true);
    expect(parse({ textAlign: 'start' })).toBe(false);
    expect(parse({ textColor: 'rgba(0,0,0,0.8)' })).toBe(true);
    expect(parse({ textColor: 'red; display:none' })).toBe(false);
  });
});
