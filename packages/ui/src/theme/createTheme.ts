/** createTheme(input, mode): a partial theme.json in, a complete token set for one mode out. */
import {
  composite,
  ensureContrast,
  fromOklch,
  readableOn,
  shiftLightness,
  withAlpha,
} from './color';
import type { ThemeColorOverrides, ThemeInput, RadiusStyle } from './schema';
import type { ColorScale, ColorTokens, ThemeMode, Tokens } from './tokens';
import { breakpoints } from './tokens';

/** Status and brand defaults per mode: tuned separately for dark and light, not inverted. */
const defaults: Record<ThemeMode, Required<Pick<ThemeColorOverrides, 'accent' | 'secondary' | 'success' | 'warning' | 'danger' | 'info' | 'neutralHue' | 'neutralChroma'>>> = {
  dark: {
    accent: '#F5B83D',
    secondary: '#38BDF8',
    success: '#22C55E',
    warning: '#F59E0B',
    danger: '#F43F5E',
    info: '#38BDF8',
    neutralHue: 265,
    neutralChroma: 0.03,
  },
  light: {
    accent: '#8A5A00',
    secondary: '#0369A1',
    success: '#15803D',
    warning: '#B45309',
    danger: '#DC2626',
    info: '#0369A1',
    neutralHue: 80,
    neutralChroma: 0.012,
  },
};

function mergedColors(input: ThemeInput, mode: ThemeMode): ThemeColorOverrides & (typeof defaults)['dark'] {
  return { ...defaults[mode], ...input.color, ...input[mode]?.color };
}

interface Neutrals {
  canvas: string;
  surface: ColorTokens['surface'];
  border: ColorTokens['border'];
  text: ColorTokens['text'];
}

function neutrals(mode: ThemeMode, c: ReturnType<typeof mergedColors>): Neutrals {
  const h = c.neutralHue;
  const k = c.neutralChroma;
  const n = (l: number, chroma = k) => fromOklch(l, chroma, h);
  if (mode === 'dark') {
    const canvas = c.canvas ?? n(0.165);
    const base = c.surface ?? n(0.205);
    return {
      canvas,
      surface: {
        base,
        raised: shiftLightness(base, 0.04),
        overlay: shiftLightness(base, 0.065),
        sunken: shiftLightness(canvas, -0.03),
        hover: shiftLightness(base, 0.055),
        selected: shiftLightness(base, 0.085),
      },
      border: { subtle: n(0.28), default: n(0.35), strong: n(0.5) },
      text: {
        primary: c.textPrimary ?? n(0.97, k * 0.25),
        secondary: c.textSecondary ?? n(0.84, k * 0.5),
        muted: c.textMuted ?? n(0.72, k * 0.6),
        disabled: n(0.52, k * 0.6),
        inverse: n(0.2),
      },
    };
  }
  const canvas = c.canvas ?? n(0.975);
  const base = c.surface ?? n(0.997, k * 0.3);
  return {
    canvas,
    surface: {
      base,
      raised: base,
      overlay: base,
      sunken: shiftLightness(canvas, -0.025),
      hover: shiftLightness(canvas, -0.02),
      selected: shiftLightness(canvas, -0.04),
    },
    border: { subtle: n(0.92), default: n(0.86), strong: n(0.62) },
    text: {
      primary: c.textPrimary ?? n(0.22, k * 2),
      secondary: c.textSecondary ?? n(0.38, k * 2),
      muted: c.textMuted ?? n(0.47, k * 2),
      disabled: n(0.7, k),
      inverse: n(0.98, k),
    },
  };
}

function scale(
  mode: ThemeMode,
  base: string,
  surfaces: readonly string[],
  explicit: { onSolid?: string | undefined; text?: string | undefined } = {},
): ColorScale {
  const dark = mode === 'dark';
  const soft = withAlpha(base, dark ? 0.16 : 0.1);
  const softHover = withAlpha(base, dark ? 0.24 : 0.16);
  // Text in this colour also sits on its own tints (selected items, badges): it must read there too.
  const tinted = [...surfaces, ...surfaces.flatMap((s) => [composite(soft, s), composite(softHover, s)])];
  return {
    solid: base,
    solidHover: shiftLightness(base, dark ? 0.05 : -0.05),
    solidActive: shiftLightness(base, dark ? -0.04 : -0.09),
    onSolid: explicit.onSolid ?? readableOn(base),
    soft,
    softHover,
    text: explicit.text ?? ensureContrast(base, tinted, 4.6),
    border: withAlpha(base, dark ? 0.55 : 0.45),
  };
}

const radii: Record<RadiusStyle, Tokens['radius']> = {
  square: { none: '0', sm: '0', md: '2px', lg: '2px', xl: '4px', full: '9999px', tile: '2px', control: '2px' },
  soft: { none: '0', sm: '3px', md: '6px', lg: '8px', xl: '12px', full: '9999px', tile: '8px', control: '6px' },
  rounded: { none: '0', sm: '6px', md: '10px', lg: '14px', xl: '20px', full: '9999px', tile: '14px', control: '10px' },
  pill: { none: '0', sm: '8px', md: '12px', lg: '16px', xl: '24px', full: '9999px', tile: '18px', control: '9999px' },
};

function shadows(mode: ThemeMode, style: ThemeInput['shadow'], accent: string): Tokens['shadow'] {
  const glow = `0 0 0 1px ${withAlpha(accent, 0.45)}, 0 8px 28px ${withAlpha(accent, 0.3)}`;
  if (style === 'flat') {
    const line = mode === 'dark' ? 'rgba(0, 0, 0, 0.5)' : 'rgba(16, 24, 40, 0.12)';
    return { sm: `0 1px 0 ${line}`, md: `0 1px 0 ${line}`, lg: `0 2px 0 ${line}`, glow, inset: `inset 0 1px 0 ${line}` };
  }
  const deep = style === 'deep' ? 1.4 : 1;
  if (mode === 'dark') {
    return {
      sm: `0 1px 2px rgba(0, 0, 0, ${0.45 * deep})`,
      md: `0 6px 16px rgba(0, 0, 0, ${0.4 * deep})`,
      lg: `0 18px 48px rgba(0, 0, 0, ${0.55 * deep})`,
      glow,
      inset: 'inset 0 1px 0 rgba(255, 255, 255, 0.06)',
    };
  }
  return {
    sm: `0 1px 2px rgba(16, 24, 40, ${0.08 * deep})`,
    md: `0 6px 16px rgba(16, 24, 40, ${0.1 * deep})`,
    lg: `0 18px 48px rgba(16, 24, 40, ${0.16 * deep})`,
    glow,
    inset: 'inset 0 1px 0 rgba(255, 255, 255, 0.7)',
  };
}

const px = (n: number) => `${n}px`;
const rem = (n: number) => `${(n / 16).toFixed(4).replace(/\.?0+$/, '')}rem`;

export function createTheme(input: ThemeInput, mode: ThemeMode): Tokens {
  const c = mergedColors(input, mode);
  const neutral = neutrals(mode, c);
  const surfaces = [neutral.canvas, ...Object.values(neutral.surface)];
  const accent = scale(mode, c.accent, surfaces, { onSolid: c.onAccent, text: c.accentText });
  const fontScale = input.font?.scale ?? 1;
  const size = (n: number) => rem(Math.round(n * fontScale));
  const compact = input.density === 'compact';
  const dark = mode === 'dark';

  const color: ColorTokens = {
    ...neutral,
    accent: { ...accent, glow: withAlpha(c.accent, dark ? 0.35 : 0.25) },
    secondary: scale(mode, c.secondary, surfaces, { onSolid: c.onSecondary }),
    success: scale(mode, c.success, surfaces),
    warning: scale(mode, c.warning, surfaces),
    danger: scale(mode, c.danger, surfaces),
    info: scale(mode, c.info, surfaces),
    focus: { ring: accent.text, halo: withAlpha(accent.text, 0.35) },
    backdrop: dark ? 'rgba(3, 5, 10, 0.72)' : 'rgba(15, 18, 25, 0.45)',
    skeleton: {
      base: dark ? neutral.surface.raised : neutral.surface.sunken,
      shine: dark ? neutral.surface.selected : neutral.surface.base,
    },
    gradient: {
      hero: dark
        ? `linear-gradient(135deg, ${shiftLightness(c.secondary, -0.42)} 0%, ${neutral.canvas} 55%, ${shiftLightness(c.accent, -0.5)} 100%)`
        : `linear-gradient(135deg, ${shiftLightness(c.secondary, 0.45)} 0%, ${neutral.canvas} 55%, ${shiftLightness(c.accent, 0.5)} 100%)`,
      accent: `linear-gradient(180deg, ${shiftLightness(c.accent, 0.06)} 0%, ${c.accent} 100%)`,
    },
  };

  const body = input.font?.body ?? 'Noto Sans';
  const display = input.font?.display ?? body;
  return {
    color,
    font: {
      family: {
        body: `"${body}"`,
        display: `"${display}"`,
        mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
      },
      size: {
        xs: size(12),
        sm: size(14),
        md: size(16),
        lg: size(18),
        xl: size(20),
        '2xl': size(24),
        '3xl': size(30),
        '4xl': size(36),
      },
      weight: { regular: '400', medium: '500', bold: '700', heading: String(input.font?.headingWeight ?? 700) },
      lineHeight: { tight: '1.15', snug: '1.3', normal: '1.5', relaxed: '1.7' },
      letterSpacing: {
        heading: display === 'Barlow Condensed' ? '0.01em' : '-0.01em',
        caps: '0.06em',
      },
      textTransform: { heading: input.font?.headingCase ?? 'none' },
    },
    space: {
      '0': '0',
      '1': px(4),
      '2': px(8),
      '3': px(12),
      '4': px(16),
      '5': px(20),
      '6': px(24),
      '8': px(32),
      '10': px(40),
      '12': px(48),
      '16': px(64),
    },
    radius: radii[input.radius ?? 'rounded'],
    shadow: shadows(mode, input.shadow, c.accent),
    zIndex: {
      base: '0',
      raised: '1',
      dropdown: '1000',
      sticky: '1100',
      header: '1200',
      sideMenu: '1300',
      overlay: '1400',
      modal: '1500',
      toast: '1600',
      loading: '1700',
    },
    motion: {
      duration: { instant: '0ms', fast: '150ms', normal: '200ms', slow: '250ms' },
      easing: {
        standard: 'cubic-bezier(0.2, 0, 0, 1)',
        emphasized: 'cubic-bezier(0.3, 0, 0, 1.15)',
        exit: 'cubic-bezier(0.4, 0, 1, 1)',
      },
    },
    breakpoint: {
      phone: px(breakpoints.phone),
      tablet: px(breakpoints.tablet),
      desktop: px(breakpoints.desktop),
      wide: px(breakpoints.wide),
    },
    layout: {
      modal: {
        width: px(600),
        height: px(300),
        minWidth: px(320),
        maxWidth: 'min(calc(100vw - 24px), 960px)',
        minHeight: px(200),
        maxHeight: 'calc(100dvh - 48px)',
      },
      dialog: { width: px(400) },
      header: { height: px(64) },
      sideMenu: { width: px(320) },
      bottomNav: { height: px(64) },
      content: { maxWidth: px(1280) },
      control: compact ? { sm: px(32), md: px(40), lg: px(48) } : { sm: px(36), md: px(44), lg: px(52) },
      touchTarget: px(44),
    },
  };
}

/** Both modes of one brand. */
export interface BrandTheme {
  id: string;
  name: string;
  light: Tokens;
  dark: Tokens;
}

export function createBrandTheme(id: string, input: ThemeInput): BrandTheme {
  return { id, name: input.name, light: createTheme(input, 'light'), dark: createTheme(input, 'dark') };
}
