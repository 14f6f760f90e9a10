import { describe, expect, it } from 'vitest';
import { cssColorOrUndefined } from './colors';

describe('cssColorOrUndefined', () => {
  it('keeps hex, rgb/hsl functions and colour names (trimmed, lower case)', () => {
    expect(cssColorOrUndefined('#FFF')).toBe('#fff');
    expect(cssColorOrUndefined(' #1e3a8aff ')).toBe('#1e3a8aff');
    expect(cssColorOrUndefined('rgba(0, 0, 0, 0.5)')).toBe('rgba(0, 0, 0, 0.5)');
    expect(cssColorOrUndefined('hsl(210deg 40% 50% / 0.3)')).toBe('hsl(210deg 40% 50% / 0.3)');
    expect(cssColorOrUndefined('Navy')).toBe('navy');
  });

  it('refuses anything that could carry another declaration, a URL or an expression', () => {
    for (const value of [
      'red;background:url(javascript:alert(1))',
      'red; position: fixed',
      'url(https://evil.example/x.png)',
      'expression(alert(1))',
      'rgb(0,0,0);color:red',
      'var(--x)',
      'Light Blue',
      '',
      '</style><script>',
    ]) {
      expect(cssColorOrUndefined(value), value).toBeUndefined();
    }
  });
});
