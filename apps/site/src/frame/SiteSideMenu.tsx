/** The side menu (SPEC §2): main list by feature flags, the member list from the centre registry, languages. */
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { isAgentAccount } from '@croupier/contract';
import { useMemberInfo, useSession } from '@croupier/data';
import { Button, Icon, SideMenu, Stack, Text } from '@croupier/ui';
import { brand } from '../brand';
import { useSiteConfig } from '../app/useSiteConfig';
import { FEEDBACK_TOPIC } from '../engage/engageModel';
import { DEFAULT_AGENT_PAGE, visibleSections } from '../centres/registry';
import { useCentreBadges } from '../centres/useCentreBadges';
import { useCentreContext } from '../centres/useCentreContext';
import { setSiteState, useSiteState } from '../state/siteStore';
import { sideMenuTargets } from './navigation';
import { useSwitchLanguage } from './useSwitchLanguage';

export interface SiteSideMenuProps {
  onTarget: (target: string) => void;
  /** The desktop bar's language and mode controls, repeated here for phones. */
  utilities?: ReactNode;
}

/** A member item carries its target (`mc:<page>`, the agent centre's `ac:<page>`); a main item is looked up. */
const sideMenuTargetOf = (key: string): string =>
  key.startsWith('mc:') || key.startsWith('ac:') ? key : (sideMenuTargets[key] ?? '/index');

export default function SiteSideMenu({ onTarget, utilities }: SiteSideMenuProps) {
  const { t } = useTranslation('site');
  const { sideMenu } = useSiteState();
  const { has } = useSiteConfig();
  const session = useSession();
  const info = useMemberInfo().data;
  const centreContext = useCentreContext();
  const { badges } = useCentreBadges();
  const { language, switchLanguage } = useSwitchLanguage();
  // An agent (SPEC §2) opens the agent centre from the first member item.
  const agentItems =
    session.isLoggedIn && isAgentAccount(session.isAgent)
      ? [{ key: `ac:${DEFAULT_AGENT_PAGE}`, icon: 'users' as const, label: t('agentCentre.title') }]
      : [];
  const memberItems = session.isLoggedIn
    ? [
        ...agentItems,
        ...visibleSections('member', centreContext).map((section) => ({
          key: `mc:${section.page}`,
          icon: section.icon,
          label: t(`memberCentre.pages.${section.page}.label`),
          badge: badges[section.page],
        })),
      ]
    : [];
  return (
    <SideMenu
      open={sideMenu.open}
      onOpenChange={(open) => setSiteState({ sideMenu: { ...sideMenu, open } })}
      panel={sideMenu.panel}
      onPanelChange={(panel) => setSiteState({ sideMenu: { ...sideMenu, panel } })}
      hasManualRebate={has('MANPLAYREB3')}
      hasReferral={false}
      memberItems={memberItems}
      languages={brand.languages}
      currentLanguage={language}
      onLanguageChange={(code) => void switchLanguage(code)}
      onSelect={(key) => onTarget(sideMenuTargetOf(key))}
      header={
        <Stack gap="3">
          {session.isLoggedIn ? <Text weight="bold">{info?.account ?? session.account}</Text> : <Text tone="secondary">{t('sideMenu.guest')}</Text>}
          <Stack direction="row" gap="2" align="center">
            {utilities}
          </Stack>
          <Button
            variant="ghost"
            size="sm"
            startIcon={<Icon name="message" />}
            data-part="FeedbackLink"
            onClick={() => {
              setSiteState({ sideMenu: { ...sideMenu, open: false } });
              onTarget(`/help?topic=${FEEDBACK_TOPIC}`);
            }}
          >
            {t('engagePages.feedbackMenuEntry')}
          </Button>
        </Stack>
      }
    />
  );
}
