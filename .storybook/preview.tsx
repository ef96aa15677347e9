import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { languageInfo, languageTag, packLanguages, pseudoLanguage, shownLanguage } from '@croupier/locales';
import { UiThemeProvider } from '@croupier/ui/theme';
import { createUiI18n } from '@croupier/ui/i18n';
import '@croupier/ui/fonts';
import { brandById, brands } from './brands';

const i18n = createUiI18n('JA');

/**
 * The toolbar's starting globals. STORYBOOK_GLOBALS ("locale:EN;brand:jade", the URL's `globals=` syntax) overrides
 * them: the storybook-globals Vitest project runs the play functions under another locale and brand with it, which
 * proves they assert through i18n keys, roles and data attributes rather than one language's text or one brand's values.
 */
const globalsOverride: Record<string, string> = Object.fromEntries(
  ((import.meta.env.STORYBOOK_GLOBALS as string | undefined) ?? '')
    .split(';')
    .map((pair) => pair.split(':').map((part) => part.trim()))
    .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0]) && Boolean(pair[1])),
);
// Every language with a pack (AR, FA and UR show the kit right to left), then the pseudo-locale.
const locales = [...packLanguages, pseudoLanguage];

function DocumentLang({ lang, dir }: { lang: string; dir: 'ltr' | 'rtl' }) {
  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = dir;
  }, [lang, dir]);
  return null;
}

const withBrandModeLocale: Decorator = (Story, context) => {
  const brand = brandById(context.globals.brand as string | undefined);
  const locale = (context.globals.locale as string | undefined) ?? 'JA';
  const mode = (context.globals.mode as string | undefined) ?? 'dark';
  if (i18n.language !== languageTag(locale)) void i18n.changeLanguage(languageTag(locale));
  // The language shown (English, left to right, for the pseudo-locale and any language without a pack).
  const { htmlLang, dir } = shownLanguage(locale);
  const fullscreen = context.parameters.layout === 'fullscreen';
  const pane = (paneMode: 'light' | 'dark') => (
    <UiThemeProvider
      key={paneMode}
      theme={brand.theme}
      mode={paneMode}
      lang={htmlLang}
      dir={dir}
      hasCanvas
      data-testid={`story-pane-${paneMode}`}
      style={{ padding: fullscreen ? 0 : 24, minHeight: fullscreen ? '100vh' : undefined }}
    >
      <Story />
    </UiThemeProvider>
  );
  return (
    <I18nextProvider i18n={i18n}>
      <DocumentLang lang={htmlLang} dir={dir} />
      {mode === 'side-by-side' ? (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' }}>
          {pane('light')}
          {pane('dark')}
        </div>
      ) : (
        pane(mode === 'light' ? 'light' : 'dark')
      )}
    </I18nextProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withBrandModeLocale],
  // Play functions resolve their words with the story's own instance (packages/ui/src/test/storyText.ts).
  loaders: [() => ({ i18n })],
  globalTypes: {
    brand: {
      description: 'White-label brand (a folder in themes/)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brands.map((b) => ({ value: b.id, title: b.theme.name })),
        dynamicTitle: true,
      },
    },
    mode: {
      description: 'Colour mode',
      toolbar: {
        title: 'Mode',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'side-by-side', title: 'Side by side', icon: 'sidebaralt' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: locales.map((code) => ({
          value: code,
          title: code === pseudoLanguage ? 'Pseudo (long strings)' : `${code} · ${languageInfo(code)?.nativeName ?? code}`,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    brand: 'default',
    mode: 'dark',
    locale: 'JA',
    viewport: { value: 'desktop', isRotated: false },
    ...globalsOverride,
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'requiredFirst' },
    // Axe fails a story in the storybook project; the storybook-globals project (STORYBOOK_GLOBALS) re-runs the plays
    // only (vitest.config.ts).
    a11y: { test: globalsOverride.locale || globalsOverride.brand ? 'off' : 'error' },
    backgrounds: { disable: true },
    viewport: {
      options: {
        phone: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    options: {
      storySort: {
        // A static literal (Storybook parses it); categories.test.ts keeps it equal to categories.ts.
        order: [
          'Docs',
          ['Introduction', 'Theming', 'Making a white label'],
          'Foundations',
          'Primitives',
          'Actions',
          'Forms',
          'Overlays',
          'Navigation',
          'Layout',
          'Feedback',
          'Games',
          'Lottery',
          'VIP',
          'Points Mall',
          'Promotions',
          'Member Centre',
          'Agent Centre',
          'Patterns',
          'Screens',
        ],
      },
    },
  },
};

export default preview;
