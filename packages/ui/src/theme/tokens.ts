/** The complete token set one brand produces for one mode; every leaf becomes a `--ui-*` CSS variable. */

export const themeModes = ['light', 'dark'] as const;
export type ThemeMode = (typeof themeModes)[number];

export interface ColorScale {
  /** Filled background (buttons, badges). */
  solid: string;
  solidHover: string;
  solidActive: string;
  /** Text and icons placed on `solid`. */
  onSolid: string;
  /** Tinted background for subtle emphasis. */
  soft: string;
  softHover: string;
  /** The colour used as text on surfaces (passes AA on every surface). */
  text: string;
  border: string;
}

export interface ColorTokens {
  canvas: string;
  surface: {
    base: string;
    raised: string;
    overlay: string;
    sunken: string;
    hover: string;
    selected: string;
  };
  border: { subtle: string; default: string; strong: string };
  text: {
    primary: string;
    secondary: string;
    muted: string;
    disabled: string;
    inverse: string;
  };
  accent: ColorScale & { glow: string };
  secondary: ColorScale;
  success: ColorScale;
  warning: ColorScale;
  danger: ColorScale;
  info: ColorScale;
  focus: { ring: string; halo: string };
  backdrop: string;
  skeleton: { base: string; shine: string };
  gradient: { hero: string; accent: string };
}

export interface Tokens {
  color: ColorTokens;
  font: {
    family: { body: string; display: string; mono: string };
    size: { xs: string; sm: string; md: string; lg: string; xl: string; '2xl': string; '3xl': string; '4xl': string };
    weight: { regular: string; medium: string; bold: string; heading: string };
    lineHeight: { tight: string; snug: string; normal: string; relaxed: string };
    letterSpacing: { heading: string; caps: string };
    textTransform: { heading: string };
  };
  /** 4 px grid: space[n] = n * 4 px. */
  space: {
    '0': string;
    '1': string;
    '2': string;
    '3': string;
    '4': string;
    '5': string;
    '6': string;
    '8': string;
    '10': string;
    '12': string;
    '16': string;
  };
  radius: { none: string; sm: string; md: string; lg: string; xl: string; full: string; tile: string; control: string };
  shadow: { sm: string; md: string; lg: string; glow: string; inset: string };
  zIndex: {
    base: string;
    raised: string;
    dropdown: string;
    sticky: string;
    header: string;
    sideMenu: string;
    overlay: string;
    modal: string;
    toast: string;
    loading: string;
  };
  motion: {
    duration: { instant: string; fast: string; normal: string; slow: string };
    easing: { standard: string; emphasized: string; exit: string };
  };
  breakpoint: { phone: string; tablet: string; desktop: string; wide: string };
  layout: {
    modal: { width: string; height: string; minWidth: string; maxWidth: string; minHeight: string; maxHeight: string };
    dialog: { width: string };
    header: { height: string };
    sideMenu: { width: string };
    bottomNav: { height: string };
    content: { maxWidth: string };
    control: { sm: string; md: string; lg: string };
    touchTarget: string;
  };
}

/** Breakpoints in px for media queries (CSS variables cannot be used inside @media). */
export const breakpoints = { phone: 360, tablet: 768, desktop: 1024, wide: 1440 } as const;

export const media = {
  tabletUp: `@media (min-width: ${breakpoints.tablet}px)`,
  desktopUp: `@media (min-width: ${breakpoints.desktop}px)`,
  wideUp: `@media (min-width: ${breakpoints.wide}px)`,
  phoneOnly: `@media (max-width: ${breakpoints.tablet - 1}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
