/**
 * The member centre (a panel with a left menu and a close button, the active page highlighted) and the agent centre
 * (a modal with a left menu and a right content panel), both in the kit's CentreShell and both read from the section
 * registry. A page with a panel (panels/index.ts) loads it as a chunk of its own; the others show what they are for
 * until their issue lands. The centre's texts load with it (centreTranslations.ts), never with the first paint.
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreShell, Skeleton, Stack, Text } from '@croupier/ui';
import { useCentreTranslations } from './centreTranslations';
import { memberPanels } from './panels';
import { agentPanels } from './panels/agent';
import type { CentreKind, CentreSection } from './registry';

const RECT = 'rect' as const;

function PanelLoading() {
  return (
    <Stack gap="3" aria-busy>
      <Skeleton shape={RECT} height={40} />
      <Skeleton shape={RECT} height={160} />
      <Skeleton shape={RECT} height={160} />
    </Stack>
  );
}

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
  useCentreTranslations();
  const { t } = useTranslation('site');
  const ns = kind === 'member' ? 'memberCentre' : 'agentCentre';
  const current = sections.find((s) => s.page === page);
  const Panel = current ? (kind === 'member' ? memberPanels : agentPanels)[current.page] : undefined;
  const label = current ? t(`${ns}.pages.${current.page}.label`) : undefined;
  return (
    <CentreShell
      title={t(`${ns}.title`)}
      menuLabel={t(`${ns}.menu`)}
      sections={sections.map((section) => ({
        page: section.page,
        icon: section.icon,
        label: t(`${ns}.pages.${section.page}.label`),
        badge: badges[section.page],
      }))}
      page={page}
      onPageChange={onPageChange}
      onClose={onClose}
      data-centre={kind}
    >
      {Panel ? (
        <Suspense key={page} fallback={<PanelLoading />}>
          <Panel title={label} />
        </Suspense>
      ) : current ? (
        <Text as="p" tone="secondary">
          {t(`${ns}.pages.${current.page}.description`)}
        </Text>
      ) : null}
    </CentreShell>
  );
}
