/** /noticePage: the site's notices, newest first; choosing one opens the notice modal on it (9 per page, SPEC §2). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useNotices } from '@croupier/data';
import { EmptyState, Icon, NotificationModal, Skeleton, Stack, formatNoticeDate, vars } from '@croupier/ui';
import { SectionPage } from '../SectionPage';

const List = styled.ul`
  display: grid;
  gap: ${vars.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: ${vars.space['3']};
    width: 100%;
    min-height: 56px;
    padding: ${vars.space['3']} ${vars.space['4']};
    border: 1px solid ${vars.color.border.subtle};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface.raised};
    color: ${vars.color.text.primary};
    font: inherit;
    text-align: start;
    cursor: pointer;
    &:hover { border-color: ${vars.color.accent.border}; }
    &:focus-visible { outline: 2px solid ${vars.color.focus.ring}; outline-offset: 2px; }
  }
  time {
    color: ${vars.color.text.muted};
    font-size: ${vars.font.size.sm};
    white-space: nowrap;
  }
  [data-part='Icon'] { color: ${vars.color.accent.text}; }
`;

export function Component() {
  const { t } = useTranslation('site');
  const { data, isLoading } = useNotices();
  const [selected, setSelected] = useState<string | null>(null);
  const notices = [...(data ?? [])].sort((a, b) => b.date - a.date).map((n, i) => ({ id: String(n.id ?? i), title: n.title, content: n.content, date: n.date }));
  return (
    <SectionPage>
      {isLoading ? (
        <Stack gap="2">
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : notices.length === 0 ? (
        <EmptyState icon="megaphone" title={t('notice.empty')} />
      ) : (
        <List>
          {notices.map((notice) => (
            <li key={notice.id}>
              <button type="button" onClick={() => setSelected(notice.id)}>
                <span data-part="Icon" aria-hidden="true">
                  <Icon name="megaphone" size="sm" />
                </span>
                <span>{notice.title}</span>
                <time dateTime={new Date(notice.date).toISOString()}>{formatNoticeDate(notice.date)}</time>
              </button>
            </li>
          ))}
        </List>
      )}
      <NotificationModal
        open={selected !== null}
        onOpenChange={(open) => (open ? undefined : setSelected(null))}
        notices={notices}
        selectedId={selected}
        onSelectedIdChange={setSelected}
      />
    </SectionPage>
  );
}
