/** Puts a brand's tokens on a scope element as CSS variables; ThemeScope carries them into portals. */
import { DirectionProvider } from '@radix-ui/react-direction';
import { createContext, use, useMemo, type HTMLAttributes, type ReactNode } from 'react';
import type { BrandTheme } from './createTheme';
import { tokensToCss } from './cssVars';
import { globalCss, scopeSelector } from './globalCss';
import type { ThemeMode } from './tokens';

export interface UiThemeContextValue {
  theme: BrandTheme;
  mode: ThemeMode;
  lang: string | undefined;
  /** Writing direction of the scope (`rtl` for Arabic, Persian, Urdu); portals keep it too. */
  dir: string | undefined;
}

const UiThemeContext = createContext<UiThemeContextValue | null>(null);

export function useUiTheme(): UiThemeContextValue {
  const value = use(UiThemeContext);
  if (!value) throw new Error('useUiTheme must be used inside <UiThemeProvider>');
  return value;
}

function hash(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i += 1) h = (h * 33) ^ text.charCodeAt(i);
  return (h >>> 0).toString(36);
}

/** The stylesheet for both modes of one brand, keyed by data attributes on scope elements. */
export function brandThemeCss(theme: BrandTheme): string {
  const scope = (mode: ThemeMode) => `${scopeSelector}[data-ui-theme="${theme.id}"][data-ui-mode="${mode}"]`;
  const both = `${scope('dark')},${scope('light')}`;
  // Same specificity as the token rules and later in the sheet, so reduced motion really zeroes the durations.
  const still = '--ui-motion-duration-fast:0ms;--ui-motion-duration-normal:0ms;--ui-motion-duration-slow:0ms;';
  return `${scope('dark')}{color-scheme:dark;${tokensToCss(theme.dark)}}${scope('light')}{color-scheme:light;${tokensToCss(theme.light)}}@media (prefers-reduced-motion: reduce){${both}{${still}}}`;
}

export interface UiThemeProviderProps extends HTMLAttributes<HTMLDivElement> {
  theme: BrandTheme;
  mode: ThemeMode;
  /** Paint the canvas colour on the scope element (pages do; embedded widgets do not). */
  hasCanvas?: boolean;
  children?: ReactNode;
}

export function UiThemeProvider({ theme, mode, hasCanvas = false, lang, dir, children, ...rest }: UiThemeProviderProps) {
  const css = useMemo(() => brandThemeCss(theme), [theme]);
  const value = useMemo(() => ({ theme, mode, lang, dir }), [theme, mode, lang, dir]);
  return (
    <UiThemeContext value={value}>
      <style href={`ui-global-${hash(globalCss)}`} precedence="ui-base">
        {globalCss}
      </style>
      <style href={`ui-theme-${theme.id}-${hash(css)}`} precedence="ui-theme">
        {css}
      </style>
      <div
        data-ui-scope=""
        data-ui-theme={theme.id}
        data-ui-mode={mode}
        data-ui-canvas={hasCanvas ? '' : undefined}
        lang={lang}
        dir={dir}
        {...rest}
      >
        {/* Radix primitives (Tabs, RadioGroup) set their own dir, "ltr" unless told: they follow the scope's. */}
        <DirectionProvider dir={dir === 'rtl' ? 'rtl' : 'ltr'}>{children}</DirectionProvider>
      </div>
    </UiThemeContext>
  );
}

/** Wrap portal content (Radix Dialog, popovers) so it keeps the brand, mode, language and direction of its opener. */
export function ThemeScope({ children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  const { theme, mode, lang, dir } = useUiTheme();
  return (
    <div data-ui-scope="" data-ui-theme={theme.id} data-ui-mode={mode} lang={lang} dir={dir} style={{ display: 'contents' }} {...rest}>
      {children}
    </div>
  );
}
