import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@croupier/ui/fonts-base';
import { markScriptFontsLoaded } from '@croupier/ui/theme';
import { firstFontTag } from 'virtual:croupier-first-fonts';
import { brand, brandAssets } from './brand';
import { applyLanguage, initialLanguage } from './i18n';
import { SiteApp } from './app/SiteApp';

if (firstFontTag) markScriptFontsLoaded(firstFontTag, [400]);
document.title = brand.name;
const icon = document.createElement('link');
icon.rel = 'icon';
icon.href = brandAssets.favicon;
document.head.append(icon);

const root = createRoot(document.getElementById('root')!);
const render = () =>
  root.render(
    <StrictMode>
      <SiteApp />
    </StrictMode>,
  );

// Japanese is bundled; another stored language is loaded first, so the page never flashes in the wrong one.
const language = initialLanguage();
if (language === 'JA') {
  render();
  void applyLanguage(language);
} else void applyLanguage(language).finally(render);
