/** Providers around the router: translations, data (client, session, language), theme and toasts. */
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { DataProvider } from '@croupier/data';
import { ToastProvider, UiThemeProvider } from '@croupier/ui';
import { languageInfo } from '@croupier/locales';
import { useLanguage } from '@croupier/data';
import { brandTheme } from '../brand';
import { i18n } from '../i18n';
import { useMode } from './mode';
import { createSiteRouter } from './router';
import { client, languageStore, sessionStore } from './services';

function Themed() {
  const mode = useMode();
  const { language } = useLanguage();
  const [router] = useState(createSiteRouter);
  return (
    <UiThemeProvider theme={brandTheme} mode={mode} hasCanvas lang={languageInfo(language)?.htmlLang}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </UiThemeProvider>
  );
}

export function SiteApp() {
  return (
    <I18nextProvider i18n={i18n}>
      <DataProvider client={client} session={sessionStore} language={languageStore}>
        <Themed />
      </DataProvider>
    </I18nextProvider>
  );
}
