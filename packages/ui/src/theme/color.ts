/** Colour math for theme derivation: OKLCH lightness shifts, alpha, WCAG contrast. */
import { clampChroma, formatHex, formatRgb, oklch, parse, rgb, wcagContrast } from 'culori';

type Oklch = { mode: 'oklch'; l: number; c: number; h?: number; alpha?: number };

function toOklch(color: string): Oklch {
  const parsed = parse(color);
  if (!parsed) throw new Error(`Not a colour: ${color}`);
  const c = oklch(parsed);
  return { mode: 'oklch', l: c.l, c: c.c, h: c.h ?? 0 };
}

function toHex(c: Oklch): string {
  return formatHex(clampChroma({ ...c, l: Math.min(1, Math.max(0, c.l)) }, 'oklch')).toUpperCase();
}

/** A colour from OKLCH lightness (0-1), chroma and hue (degrees). */
export function fromOklch(l: number, c: number, h: number): string {
  return toHex({ mode: 'oklch', l, c, h });
}

/** Shift OKLCH lightness by `delta` (e.g. +0.05 is a little lighter). */
export function shiftLightness(color: string, delta: number): string {
  const c = toOklch(color);
  return toHex({ ...c, l: c.l + delta });
}

export function lightnessOf(color: string): number {
  return toOklch(color).l;
}

/** The colour with an alpha channel, as an `rgba()` string. */
export function withAlpha(color: string, alpha: number): string {
  const parsed = parse(color);
  if (!parsed) throw new Error(`Not a colour: ${color}`);
  return formatRgb({ ...parsed, alpha });
}

/** WCAG 2.x contrast ratio of two opaque colours. */
export function contrast(a: string, b: string): number {
  return wcagContrast(a, b);
}

export const nearWhite = '#FFFFFF';
export const nearBlack = '#0B0D12';

/** White or near-black, whichever reads better on `background`. */
export function readableOn(background: string): string {
  return contrast(nearWhite, background) >= contrast(nearBlack, background) ? nearWhite : nearBlack;
}

/**
 * Move `color` away from the backgrounds' lightness until it reaches `target` contrast with every one of them.
 * Used only for derived values; colours a brand sets explicitly are kept verbatim and checked by brand:check.
 */
export function ensureContrast(color: string, backgrounds: readonly string[], target: number): string {
  const c = toOklch(color);
  const darkBackgrounds = backgrounds.every((bg) => lightnessOf(bg) < 0.6);
  const step = darkBackgrounds ? 0.01 : -0.01;
  let current = toHex(c);
  for (let i = 0; i < 100; i += 1) {
    if (backgrounds.every((bg) => contrast(current, bg) >= target)) return current;
    c.l += step;
    if (c.l <= 0 || c.l >= 1) break;
    current = toHex(c);
  }
  return darkBackgrounds ? nearWhite : nearBlack;
}

/** `overlay` (which may carry alpha, e.g. rgba()) painted over an opaque `base`, as an opaque hex colour. */
export function composite(overlay: string, base: string): string {
  const top = parse(overlay);
  const bottom = parse(base);
  if (!top || !bottom) throw new Error(`Not a colour: ${!top ? overlay : base}`);
  const a = top.alpha ?? 1;
  const t = rgb(top);
  const b = rgb(bottom);
  return formatHex({ mode: 'rgb', r: t.r * a + b.r * (1 - a), g: t.g * a + b.g * (1 - a), b: t.b * a + b.b * (1 - a) }).toUpperCase();
}
