/** Test helper: render inside the theme provider and an i18n instance (JA unless told otherwise). */
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createUiI18n } from '../i18n';
import { createBrandTheme, UiThemeProvider, type ThemeMode } from '../theme';

const theme = createBrandTheme('test', { name: 'Test' });

/** The providers renderUi wraps a test's element in (for markup rendered on the "server" with renderToString). */
export function uiTestProviders({ lang = 'JA', mode = 'dark', dir }: { lang?: string; mode?: ThemeMode; dir?: 'ltr' | 'rtl' } = {}) {
  const i18n = createUiI18n(lang);
  return function UiTestProviders({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <UiThemeProvider theme={theme} mode={mode} lang={lang.toLowerCase()} dir={dir}>
          {children}
        </UiThemeProvider>
      </I18nextProvider>
    );
  };
}

export function renderUi(
  ui: ReactElement,
  { lang = 'JA', mode = 'dark', dir, ...options }: RenderOptions & { lang?: string; mode?: ThemeMode; dir?: 'ltr' | 'rtl' } = {},
): RenderResult & { i18n: I18n } {
  const i18n = createUiI18n(lang);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <UiThemeProvider theme={theme} mode={mode} lang={lang.toLowerCase()} dir={dir}>
        {children}
      </UiThemeProvider>
    </I18nextProvider>
  );
  return { i18n, ...render(ui, { wrapper: Wrapper, ...options }) };
}
