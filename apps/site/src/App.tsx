/** The site shell: brand, theme mode and language; the routes arrive with the site issue. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { languageInfo } from '@croupier/locales';
import { Button, Icon, UiThemeProvider, fontStack, media, vars, type ThemeMode } from '@croupier/ui';
import { brand, brandAssets, brandTheme } from './brand';
import { changeLanguage, storedLanguage } from './i18n';

const modeKey = 'croupier.mode';

const Page = styled.div`
  min-height: 100dvh;
  display: grid;
  grid-template-rows: auto 1fr auto;
  background: ${vars.color.gradient.hero};
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${vars.space['3']};
  height: ${vars.layout.header.height};
  padding: 0 ${vars.space['4']};
  background: ${vars.color.surface.base};
  border-bottom: 1px solid ${vars.color.border.subtle};
  box-shadow: ${vars.shadow.sm};
  img { height: 32px; width: auto; min-width: 0; max-width: 40vw; }
  ${media.phoneOnly} {
    gap: ${vars.space['2']};
    padding: 0 ${vars.space['3']};
    [data-part='ModeLabel'] { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

const LanguageSelect = styled.select`
  height: ${vars.layout.control.sm};
  padding: 0 ${vars.space['3']};
  border-radius: ${vars.radius.control};
  border: 1px solid ${vars.color.border.default};
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.primary};
  font: inherit;
  font-size: ${vars.font.size.sm};
  max-width: 40vw;
`;

const Main = styled.main`
  display: grid;
  align-content: center;
  justify-items: start;
  min-width: 0;
  gap: ${vars.space['5']};
  width: 100%;
  max-width: ${vars.layout.content.maxWidth};
  margin: 0 auto;
  padding: ${vars.space['12']} ${vars.space['4']};
  ${media.tabletUp} { padding: ${vars.space['16']} ${vars.space['8']}; }
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${fontStack.display};
  font-size: ${vars.font.size['3xl']};
  font-weight: ${vars.font.weight.heading};
  letter-spacing: ${vars.font.letterSpacing.heading};
  text-transform: ${vars.font.textTransform.heading};
  line-height: ${vars.font.lineHeight.tight};
  color: ${vars.color.text.primary};
  ${media.tabletUp} { font-size: ${vars.font.size['4xl']}; }
`;

const Tagline = styled.p`
  margin: 0;
  max-width: 40rem;
  font-size: ${vars.font.size.lg};
  color: ${vars.color.text.secondary};
`;

const Status = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2']};
  margin: 0;
  font-size: ${vars.font.size.sm};
  color: ${vars.color.text.muted};
  &[data-ok='true'] { color: ${vars.color.success.text}; }
  &[data-ok='false'] { color: ${vars.color.danger.text}; }
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['4']};
  padding: ${vars.space['4']};
  overflow-wrap: anywhere;
  border-top: 1px solid ${vars.color.border.subtle};
  background: ${vars.color.surface.base};
  color: ${vars.color.text.muted};
  font-size: ${vars.font.size.xs};
  img { width: 150px; height: 60px; }
`;

const otherMode = (mode: ThemeMode): ThemeMode => (mode === 'dark' ? 'light' : 'dark');

function initialMode(): ThemeMode {
  const stored = localStorage.getItem(modeKey);
  return stored === 'light' || stored === 'dark' ? stored : brand.defaultMode;
}

export function App() {
  const { t } = useTranslation('site');
  const [mode, setMode] = useState<ThemeMode>(initialMode);
  const [language, setLanguage] = useState(storedLanguage);
  const [platformOk, setPlatformOk] = useState<boolean | null>(null);

  useEffect(() => {
    void changeLanguage(language);
  }, [language]);

  useEffect(() => {
    localStorage.setItem(modeKey, mode);
    document.documentElement.style.colorScheme = mode;
  }, [mode]);

  useEffect(() => {
    const controller = new AbortController();
    fetch('/healthz', { signal: controller.signal })
      .then((res) => setPlatformOk(res.ok))
      .catch(() => setPlatformOk(false));
    return () => controller.abort();
  }, []);

  return (
    <UiThemeProvider theme={brandTheme} mode={mode} hasCanvas lang={languageInfo(language)?.htmlLang}>
      <Page>
        <Bar>
          <img src={mode === 'dark' ? brandAssets.logo : brandAssets.logoLight} alt={brand.name} width={200} height={40} />
          <Spacer />
          <label htmlFor="language-select" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            {t('shell.language')}
          </label>
          <LanguageSelect id="language-select" value={language} onChange={(e) => setLanguage(e.target.value)}>
            {brand.languages.map((code) => (
              <option key={code} value={code} lang={languageInfo(code)?.htmlLang}>
                {languageInfo(code)?.nativeName ?? code}
              </option>
            ))}
          </LanguageSelect>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('shell.switchMode')}
            aria-pressed={mode === 'dark'}
            onClick={() => setMode(otherMode(mode))}
            startIcon={<Icon name={mode === 'dark' ? 'moon' : 'sun'} />}
          >
            <span data-part="ModeLabel">{mode === 'dark' ? t('shell.modeDark') : t('shell.modeLight')}</span>
          </Button>
        </Bar>
        <Main id="main">
          <Title>{t('shell.title', { brand: brand.name })}</Title>
          <Tagline>{t('shell.tagline')}</Tagline>
          <Status role="status" data-ok={platformOk === null ? undefined : String(platformOk)}>
            {platformOk === null ? null : <Icon name={platformOk ? 'success' : 'error'} size="sm" />}
            {platformOk === null ? t('common:status.loading') : platformOk ? t('shell.platformOk') : t('shell.platformDown')}
          </Status>
        </Main>
        <Footer>
          <img src={brandAssets.licenceSeal} alt="" width={150} height={60} />
          <span>{t('shell.licence', { number: brand.licenceNumber })}</span>
        </Footer>
      </Page>
    </UiThemeProvider>
  );
}
