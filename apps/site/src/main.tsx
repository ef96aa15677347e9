import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import '@croupier/ui/fonts-base';
import { App } from './App';
import { brand, brandAssets } from './brand';
import { i18n } from './i18n';

document.title = brand.name;
const icon = document.createElement('link');
icon.rel = 'icon';
icon.href = brandAssets.favicon;
document.head.append(icon);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>
  </StrictMode>,
);
