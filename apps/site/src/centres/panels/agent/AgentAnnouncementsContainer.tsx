/**
 * agentAnnouncement: the merchant's announcements for agents (agentAnnouncements). The platform keeps no read state:
 * the announcements opened are remembered in this browser.
 */
import { useMemberQuery } from '@croupier/data';
import { AgentAnnouncementsPanel } from '@croupier/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorText } from '../centreErrors';
import { parseReadIds, toAnnouncements } from './agentModel';
import type { AgentPanelProps } from './agentPanelProps';

const READ_KEY = 'croupier.agentAnnouncementsRead';

function storedReadIds(): Set<string> {
  try {
    return parseReadIds(localStorage.getItem(READ_KEY));
  } catch {
    return new Set();
  }
}

export default function AgentAnnouncementsContainer({ title }: AgentPanelProps) {
  const { t } = useTranslation('site');
  const query = useMemberQuery('agentAnnouncements', {});
  const [readIds, setReadIds] = useState(storedReadIds);
  return (
    <AgentAnnouncementsPanel
      title={title}
      isTitleHidden
      isLoading={query.isLoading}
      error={query.error ? loadErrorText(t, query.error) : undefined}
      onRetry={() => void query.mutate()}
      announcements={toAnnouncements(query.data, readIds)}
      onOpen={(id) => {
        if (readIds.has(id)) return;
        const next = new Set(readIds).add(id);
        setReadIds(next);
        try {
          localStorage.setItem(READ_KEY, JSON.stringify([...next]));
        } catch {
          // Storage refused (private mode): read for this visit only.
        }
      }}
    />
  );
}
