import { describe, expect, it } from 'vitest';
import { contrast } from './color';
import { createBrandTheme, createTheme } from './createTheme';
import { flattenTokens, tokensToCss, toVarRefs } from './cssVars';
import { checkBrandContrast } from './contrast';
import { themeInputSchema } from './schema';
import { vars } from './vars';

describe('createTheme', () => {
  const dark = createTheme({ name: 'x' }, 'dark');
  const light = createTheme({ name: 'x' }, 'light');

  it('fills every token in both modes with the same shape', () => {
    const darkNames = flattenTokens(dark).map(([n]) => n);
    expect(darkNames).toEqual(flattenTokens(light).map(([n]) => n));
    for (const [name, value] of [...flattenTokens(dark), ...flattenTokens(light)]) {
      expect(value, name).toMatch(/\S/);
      expect(name).toMatch(/^--ui-[a-z0-9-]+$/);
    }
    expect(darkNames.length).toBeGreaterThan(120);
  });

  it('puts spacing on the 4 px grid and carries the spec layout sizes', () => {
    for (const [key, value] of Object.entries(dark.space)) expect(value).toBe(key === '0' ? '0' : `${Number(key) * 4}px`);
    expect(dark.layout.modal).toMatchObject({ width: '600px', height: '300px' });
    expect(dark.layout.dialog.width).toBe('400px');
    expect(dark.zIndex.modal > dark.zIndex.header).toBe(true);
  });

  it('designs dark and light separately rather than inverting', () => {
    // the light accent is the darker gold, not the dark one reused
    expect(light.color.accent.solid).toBe('#8A5A00');
    expect(dark.color.accent.solid).toBe('#F5B83D');
    expect(contrast(dark.color.text.primary, dark.color.canvas)).toBeGreaterThan(12);
    expect(contrast(light.color.text.primary, light.color.canvas)).toBeGreaterThan(12);
    expect(dark.color.canvas).not.toBe('#000000');
  });

  it('derives readable text on the accent unless the brand sets it', () => {
    expect(createTheme({ name: 'x', color: { accent: '#1E3A8A' } }, 'dark').color.accent.onSolid).toBe('#FFFFFF');
    expect(createTheme({ name: 'x', color: { accent: '#FDE68A' } }, 'dark').color.accent.onSolid).toBe('#0B0D12');
    expect(createTheme({ name: 'x', color: { accent: '#FDE68A', onAccent: '#FFFFFF' } }, 'dark').color.accent.onSolid).toBe('#FFFFFF');
  });

  it('applies radius, font and density choices', () => {
    const square = createTheme({ name: 'x', radius: 'square', font: { display: 'Barlow Condensed', headingCase: 'uppercase' }, density: 'compact' }, 'light');
    expect(square.radius.control).toBe('2px');
    expect(square.font.family.display).toBe('"Barlow Condensed"');
    expect(square.font.textTransform.heading).toBe('uppercase');
    expect(square.layout.control.md).toBe('40px');
  });

  it('passes its own contrast check by default', () => {
    expect(checkBrandContrast(createBrandTheme('x', { name: 'x' }))).toEqual([]);
  });
});

describe('CSS variables', () => {
  it('maps token paths to kebab-case variables that components reference', () => {
    expect(vars.color.accent.solidHover).toBe('var(--ui-color-accent-solid-hover)');
    expect(vars.font.size['2xl']).toBe('var(--ui-font-size-2xl)');
    const css = tokensToCss(createTheme({ name: 'x' }, 'dark'));
    expect(css).toContain('--ui-color-accent-solid-hover:');
    expect(toVarRefs({ a: { bB: 'x' } })).toEqual({ a: { bB: 'var(--ui-a-b-b)' } });
  });
});

describe('theme.json schema', () => {
  it('rejects unknown fields, bad colours and unbundled fonts', () => {
    expect(themeInputSchema.safeParse({ name: 'x', color: { accent: 'gold' } }).success).toBe(false);
    expect(themeInputSchema.safeParse({ name: 'x', font: { body: 'Comic Sans' } }).success).toBe(false);
    expect(themeInputSchema.safeParse({ name: 'x', extra: 1 }).success).toBe(false);
    expect(themeInputSchema.safeParse({ name: 'x', color: { accent: '#abc' } }).success).toBe(true);
  });
});

describe('tokenShape', () => {
  it('has exactly the keys createTheme produces', async () => {
    const { tokenShape } = await import('./tokenShape');
    const keys = (t: object) => flattenTokens(t as never).map(([n]) => n);
    expect(keys(tokenShape)).toEqual(keys(createTheme({ name: 'x' }, 'dark')));
  });
});

describe('brandThemeCss', () => {
  it('zeroes motion under reduced motion with the same selector as the tokens, after them', async () => {
    const { brandThemeCss } = await import('./UiThemeProvider');
    const css = brandThemeCss(createBrandTheme('b', { name: 'b' }));
    const media = css.indexOf('@media (prefers-reduced-motion: reduce)');
    expect(media).toBeGreaterThan(css.indexOf('--ui-motion-duration-fast:150ms'));
    expect(css.slice(media)).toContain('[data-ui-scope][data-ui-theme="b"][data-ui-mode="dark"],[data-ui-scope][data-ui-theme="b"][data-ui-mode="light"]{--ui-motion-duration-fast:0ms');
  });
});

describe('accent text on its own tints', () => {
  it('reads on the soft and hover tints over every surface, for every committed brand input style', async () => {
    const { composite } = await import('./color');
    for (const input of [{ name: 'a' }, { name: 'j', color: { accent: '#10B981' } }, { name: 'v', color: { accent: '#A78BFA' } }]) {
      for (const mode of ['dark', 'light'] as const) {
        const t = createTheme(input, mode).color;
        for (const surface of [t.canvas, t.surface.base, t.surface.raised, t.surface.overlay]) {
          expect(contrast(t.accent.text, composite(t.accent.softHover, surface))).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });
});
