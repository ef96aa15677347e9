/**
 * messageV2: the inbox. The platform sends system messages as a kind and parameters (snake_case kinds, its own
 * parameter names); the kit's panel writes them in the member's language from its templates.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxMessage as WireMessage } from '@croupier/contract';
import { useInbox, useInboxDelete, useInboxRead } from '@croupier/data';
import { MessagesPanel, type InboxMessage, type MessagesFilters } from '@croupier/ui';
import { brand } from '../../brand';
import { loadErrorText } from './centreErrors';

const PAGE_SIZE = 20;

const kindOf: Record<string, string> = {
  deposit_credited: 'depositCredited',
  deposit_failed: 'depositFailed',
  withdrawal_approved: 'withdrawalApproved',
  withdrawal_rejected: 'withdrawalRejected',
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The wire message as the panel reads it. */
export function toPanelMessage(message: WireMessage): InboxMessage {
  const p = message.params;
  const params = {
    amount: number(p.amount),
    orderId: text(p.orderNo) ?? text(p.orderId),
    method: text(p.channelName) ?? text(p.channel) ?? text(p.method),
    reason: text(p.reason),
  };
  return {
    id: String(message.id),
    time: message.createdAt,
    kind: kindOf[message.kind] ?? message.kind,
    params: Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)),
    ...(message.title !== null ? { title: message.title } : {}),
    ...(message.body !== null ? { body: message.body } : {}),
    isRead: message.read,
  };
}

export default function MessagesContainer() {
  const { t } = useTranslation('errors');
  const [filters, setFilters] = useState<MessagesFilters>({ read: 'all' });
  const [page, setPage] = useState(1);
  const inbox = useInbox({
    pageNo: page,
    pageSize: PAGE_SIZE,
    ...(filters.read === 'unread' ? { unreadOnly: true } : {}),
  });
  const read = useInboxRead();
  const remove = useInboxDelete();
  const data = inbox.data;
  return (
    <MessagesPanel
      isTitleHidden
      currencySymbol={brand.currencySymbol}
      isLoading={!data && !inbox.error}
      // Said once, in place (the inbox is among the site's inline failures: no toast beside it).
      error={inbox.error ? loadErrorText(t, inbox.error) : undefined}
      onRetry={() => void inbox.mutate()}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        setPage(1);
      }}
      messages={(data?.list ?? []).map(toPanelMessage)}
      unreadCount={data?.unread ?? 0}
      page={data?.pageNum ?? page}
      pageCount={data?.totalPages ?? 1}
      totalItems={data?.total ?? 0}
      onPageChange={setPage}
      onRead={(id) => void read.trigger({ ids: [Number(id)] }).catch(() => undefined)}
      onDelete={async (ids) => {
        await remove.trigger({ ids: ids.map(Number) });
      }}
      onMarkAllRead={async () => {
        await read.trigger({ all: true });
      }}
    />
  );
}
