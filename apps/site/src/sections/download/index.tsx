/** App download (/down, /download): a QR code and install steps for iOS, the iOS lite profile and Android. */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Heading, Icon, QrCode, Text, media, rightSideBarDownloads, vars } from '@croupier/ui';
import { brand } from '../../brand';
import { SectionPage } from '../SectionPage';

const Cards = styled.ul`
  display: grid;
  gap: ${vars.space['4']};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tabletUp} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Card = styled.li`
  display: grid;
  justify-items: center;
  gap: ${vars.space['3']};
  padding: ${vars.space['5']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.tile};
  background: ${vars.color.surface.raised};
  text-align: center;
  a {
    color: ${vars.color.accent.text};
    font-weight: ${vars.font.weight.medium};
  }
`;

export function Component() {
  const { t } = useTranslation('site');
  const links = brand.appDownload ?? {};
  const origin = typeof location === 'undefined' ? '' : location.origin;
  const offered = rightSideBarDownloads.filter((d) => links[d.key]);
  return (
    <SectionPage>
      <Cards>
        {offered.map((d) => {
          const href = links[d.key] ?? '';
          const url = href.startsWith('/') ? `${origin}${href}` : href;
          const name = t(`frame:rightSideBar.${d.key}`);
          return (
            <Card key={d.key}>
              <Icon name={d.icon} size="lg" />
              <Heading level={2} size="md">
                {name}
              </Heading>
              <QrCode value={url} size="md" label={t('frame:rightSideBar.qrLabel', { platform: name })} />
              <Text size="sm" tone="secondary">
                {t(`frame:rightSideBar.${d.key}Hint`)}
              </Text>
              <a href={url}>{t('download.direct', { platform: name })}</a>
            </Card>
          );
        })}
      </Cards>
    </SectionPage>
  );
}
