import { describe, expect, it } from 'vitest';
import { themeToCssVars, DARK_DEFAULTS, LIGHT_DEFAULTS } from './tokens';
import { applyTheme } from './apply-theme';

describe('merchant theme tokens', () => {
  it('falls back to the dark default theme when the merchant gives none', () => {
    const vars = themeToCssVars(undefined);
    expect(vars['--c-bg']).toBe(DARK_DEFAULTS.bg);
    expect(vars['--c-accent']).toBe(DARK_DEFAULTS.accent);
  });

  it('starts a light merchant from the light palette and overlays its own colours and radius', () => {
    const vars = themeToCssVars({
      mode: 'light',
      colors: { primary: '#0a84ff', background: '#fafafa', 'surface-alt': '#eeeeee' },
      radius: '8px',
      fontFamily: 'Nunito',
    });
    expect(vars['--c-accent']).toBe('#0a84ff');
    expect(vars['--c-bg']).toBe('#fafafa');
    expect(vars['--c-surface-2']).toBe('#eeeeee');
    expect(vars['--c-text']).toBe(LIGHT_DEFAULTS.text);
    expect(vars['--c-radius']).toBe('8px');
    expect(vars['--c-font']?.startsWith('Nunito,')).toBe(true);
  });

  it('ignores colour values that are not plain CSS colours', () => {
    const vars = themeToCssVars({ mode: 'dark', colors: { accent: 'red;}body{display:none' }, radius: '', fontFamily: '' });
    expect(vars['--c-accent']).toBe(DARK_DEFAULTS.accent);
  });

  it('writes the variables and the colour scheme onto the root element', () => {
    const el = document.createElement('div');
    applyTheme({ mode: 'light', colors: { accent: '#123456' }, radius: '10px', fontFamily: '' }, el);
    expect(el.style.getPropertyValue('--c-accent')).toBe('#123456');
    expect(el.dataset.theme).toBe('light');
  });
});
