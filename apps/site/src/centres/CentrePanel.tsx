/**
 * The member centre (a panel with a left menu and a close button, the active page highlighted) and the agent centre
 * (a modal with a left menu and a right content panel). Both read the section registry. The pages' own contents
 * arrive with their issues; each page shows its heading and what it is for.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Heading, Icon, Modal, ModalBody, Text, media, vars } from '@croupier/ui';
import type { CentreKind, CentreSection } from './registry';

const Layout = styled.div`
  display: grid;
  gap: ${vars.space['4']};
  min-height: min(70dvh, 560px);
  ${media.tabletUp} {
    grid-template-columns: minmax(180px, 220px) 1fr;
  }
`;

const Menu = styled.nav`
  ul {
    display: flex;
    gap: ${vars.space['1']};
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
    ${media.tabletUp} {
      flex-direction: column;
      overflow: visible;
    }
  }
  button {
    display: flex;
    align-items: center;
    gap: ${vars.space['2']};
    width: 100%;
    min-height: 40px;
    padding: ${vars.space['2']} ${vars.space['3']};
    border: 0;
    border-radius: ${vars.radius.control};
    background: transparent;
    color: ${vars.color.text.secondary};
    font: inherit;
    font-size: ${vars.font.size.sm};
    text-align: start;
    white-space: nowrap;
    cursor: pointer;
    &:hover { background: ${vars.color.surface.hover}; color: ${vars.color.text.primary}; }
    &:focus-visible { outline: 2px solid ${vars.color.focus.ring}; outline-offset: 2px; }
    &[aria-current='page'] {
      background: ${vars.color.accent.soft};
      color: ${vars.color.text.primary};
      font-weight: ${vars.font.weight.medium};
    }
  }
`;

const Badge = styled.span`
  margin-inline-start: auto;
  min-width: 20px;
  padding: 0 ${vars.space['1']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.danger.solid};
  color: ${vars.color.danger.onSolid};
  font-size: ${vars.font.size.xs};
  text-align: center;
`;

const Content = styled.section`
  display: grid;
  align-content: start;
  gap: ${vars.space['3']};
  padding: ${vars.space['4']};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.sunken};
  min-width: 0;
`;

export interface CentrePanelProps {
  kind: CentreKind;
  sections: readonly CentreSection[];
  page: string;
  onPageChange: (page: string) => void;
  onClose: () => void;
  /** Count badges by page (the missions count). */
  badges?: Readonly<Record<string, number>>;
}

export function CentrePanel({ kind, sections, page, onPageChange, onClose, badges = {} }: CentrePanelProps) {
  const { t } = useTranslation('site');
  const ns = kind === 'member' ? 'memberCentre' : 'agentCentre';
  const current = sections.find((s) => s.page === page);
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="lg"
      title={t(`${ns}.title`)}
      data-centre={kind}
    >
      <ModalBody>
        <Layout>
          <Menu aria-label={t(`${ns}.menu`)}>
            <ul>
              {sections.map((section) => (
                <li key={section.page}>
                  <button type="button" aria-current={section.page === page ? 'page' : undefined} onClick={() => onPageChange(section.page)} data-page={section.page}>
                    <Icon name={section.icon} size="sm" />
                    <span>{t(`${ns}.pages.${section.page}.label`)}</span>
                    {(badges[section.page] ?? 0) > 0 ? <Badge aria-label={t('memberCentre.badge', { count: badges[section.page] })}>{badges[section.page]}</Badge> : null}
                  </button>
                </li>
              ))}
            </ul>
          </Menu>
          {current ? (
            <Content aria-labelledby={`centre-${current.page}`} data-page={current.page}>
              <Heading level={3} id={`centre-${current.page}`} size="lg">
                {t(`${ns}.pages.${current.page}.label`)}
              </Heading>
              <Text tone="secondary">{t(`${ns}.pages.${current.page}.description`)}</Text>
            </Content>
          ) : null}
        </Layout>
      </ModalBody>
    </Modal>
  );
}
