import { forwardRef, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../feedback/EmptyState';
import { Skeleton } from '../../feedback/Skeleton';
import { Pagination } from '../../navigation/Pagination';
import { Icon } from '../../primitives/Icon';
import { RichText } from '../../primitives/RichText';
import { bones } from '../../member-centre/shared/PanelParts';
import { PanelError, hasError } from '../../member-centre/shared/PanelError';
import { PanelShell } from '../../member-centre/shared/PanelShell';
import { EmptyBox } from '../shared/agent.styles';
import { agentDateTime, formatAgentDate } from '../shared/AgentTime';
import {
  Body,
  DateText,
  Item,
  ItemHeading,
  List,
  TitleLine,
  Toggle,
  UnreadCount,
  UnreadMark,
} from './AgentAnnouncementsPanel.styles';
import type { AgentAnnouncement, AgentAnnouncementsPanelProps } from './AgentAnnouncementsPanel.types';

const skeletonRows = [0, 1, 2, 3];
const richSize = { size: 'sm' } as const;

function AnnouncementItem({
  announcement,
  isOpen,
  onToggle,
  timeZone,
}: {
  announcement: AgentAnnouncement;
  isOpen: boolean;
  onToggle: () => void;
  timeZone?: string;
}) {
  const { t } = useTranslation('centre');
  const bodyId = useId();
  const unread = !announcement.isRead;
  return (
    <Item data-part="Announcement" data-unread={unread ? '' : undefined}>
      <ItemHeading>
        <Toggle type="button" aria-expanded={isOpen} aria-controls={bodyId} onClick={onToggle} data-part="Toggle">
          <TitleLine>
            {announcement.title}
            {unread ? <UnreadMark data-part="Unread">{t('agent.announcements.unread')}</UnreadMark> : null}
          </TitleLine>
          <DateText dateTime={agentDateTime(announcement.date)}>
            {formatAgentDate(announcement.date, timeZone)}
          </DateText>
          <Icon name="chevronDown" size="sm" />
        </Toggle>
      </ItemHeading>
      <Body id={bodyId} hidden={!isOpen} data-part="Body">
        {isOpen ? <RichText html={announcement.html} {...richSize} /> : null}
      </Body>
    </Item>
  );
}

/**
 * Announcements to agents (agent centre `agentAnnouncement`): newest first, an unread marker on each unread one
 * and the unread count; each opens in place to show its sanitized rich content (and tells the site, which marks it
 * read). Paged by the site.
 */
export const AgentAnnouncementsPanel = forwardRef<HTMLElement, AgentAnnouncementsPanelProps>(
  function AgentAnnouncementsPanel(
    {
      announcements,
      unreadCount,
      onOpen,
      defaultOpenId = null,
      page = 1,
      pageCount = 1,
      onPageChange,
      totalItems,
      timeZone,
      title,
      isTitleHidden,
      isLoading = false,
      error,
      onRetry,
      ...rest
    },
    ref,
  ) {
    const { t } = useTranslation('centre');
    const [openId, setOpenId] = useState<string | null>(defaultOpenId);
    const isFailed = hasError(error);
    const unread = unreadCount ?? announcements.filter((a) => !a.isRead).length;
    const showPages = !isFailed && !!onPageChange && pageCount > 1 && (isLoading || announcements.length > 0);

    let content;
    if (isFailed) content = <PanelError error={error} onRetry={onRetry} />;
    else if (isLoading)
      content = (
        <List aria-label={t('agent.announcements.caption')} aria-busy>
          {skeletonRows.map((row) => (
            <Item key={row}>
              <Body>
                <Skeleton {...bones.text} />
              </Body>
            </Item>
          ))}
        </List>
      );
    else if (announcements.length === 0)
      content = (
        <EmptyBox data-part="Empty">
          <EmptyState
            size="sm"
            icon="megaphone"
            title={t('agent.announcements.empty.title')}
            description={t('agent.announcements.empty.description')}
          />
        </EmptyBox>
      );
    else
      content = (
        <List aria-label={t('agent.announcements.caption')} data-part="List">
          {announcements.map((announcement) => (
            <AnnouncementItem
              key={announcement.id}
              announcement={announcement}
              timeZone={timeZone}
              isOpen={openId === announcement.id}
              onToggle={() => {
                const opening = openId !== announcement.id;
                setOpenId(opening ? announcement.id : null);
                if (opening) onOpen?.(announcement.id);
              }}
            />
          ))}
        </List>
      );

    return (
      <PanelShell
        ref={ref}
        name="AgentAnnouncementsPanel"
        title={title ?? t('agent.announcements.title')}
        isTitleHidden={isTitleHidden}
        headerAside={
          !isFailed && !isLoading && unread > 0 ? (
            <UnreadCount data-part="UnreadCount">{t('agent.announcements.unreadCount', { count: unread })}</UnreadCount>
          ) : null
        }
        footer={
          showPages && onPageChange ? (
            <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} totalItems={totalItems} />
          ) : null
        }
        {...rest}
      >
        {content}
      </PanelShell>
    );
  },
);
