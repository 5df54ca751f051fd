import { describe, expect, it } from 'vitest';
import { pageTheme } from './page-theme.js';

describe('lottery page theme', () => {
  it("writes the merchant's tokens, the same the site uses, and its colour scheme", () => {
    const t = pageTheme({ mode: 'light', colors: { background: '#f7f8fa', accent: '#0e7c66', text: '#14213d' }, radius: '8px', fontFamily: "'Noto Sans', system-ui" });
    expect(t.css).toContain('--c-bg: #f7f8fa;');
    expect(t.css).toContain('--c-accent: #0e7c66;');
    expect(t.css).toContain('--c-text: #14213d;');
    expect(t.css).toContain('--c-radius: 8px;');
    expect(t.css).toContain("--c-font: 'Noto Sans', system-ui,");
    expect(t.css).toContain('color-scheme: light;');
    expect(t.background).toBe('#f7f8fa');
    expect(t.hash).toMatch(/^[0-9a-f]{12}$/);
  });

  it('leaves out a value that could leave its declaration, and falls back to the dark default', () => {
    const t = pageTheme({ mode: 'dark', colors: { accent: 'red' }, radius: '8px;}body{display:none', fontFamily: "x' } html { color: red" });
    expect(t.css).not.toContain('display:none');
    expect(t.css).not.toContain('color: red');
    expect(t.css.match(/[{}]/g)).toEqual(['{', '}']);
    expect(t.css).toContain('color-scheme: dark;');
    expect(pageTheme(null).css).toContain('--c-bg: #0a0e1a;');
  });
});
