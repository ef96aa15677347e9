import { forwardRef, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../actions/Button';
import { EmptyState } from '../../feedback/EmptyState';
import { Skeleton } from '../../feedback/Skeleton';
import { StatusBadge } from '../../feedback/StatusBadge';
import { Table, type TableColumn } from '../../layout/Table';
import { Pagination } from '../../navigation/Pagination';
import { Icon, type IconName } from '../../primitives/Icon';
import { fontStack, vars } from '../../theme';
import { CountPill, EngageSection, Highlight } from '../shared/EngageSection';
import { sumMoney, useMoney } from '../shared/money';
import { Muted, Note } from '../shared/panel.styles';
import { PanelError, hasError } from '../shared/PanelError';
import { LiveRegion, PanelAlert } from '../shared/PanelParts';
import { PanelShell } from '../shared/PanelShell';
import { RecordTime } from '../shared/RecordTime';
import { formatRecordTime } from '../shared/time';
import { useAsyncTask } from '../shared/useAsyncTask';
import { useSubmitErrorText } from '../shared/submitError';
import type { RewardCenterPanelProps, RewardItem, RewardSource } from './RewardCenterPanel.types';

const sourceIcons: Record<RewardSource, IconName> = {
  promotion: 'promo',
  depositBonus: 'deposit',
  mission: 'target',
  raffle: 'lottery',
  referral: 'users',
  vip: 'vip',
  contactBonus: 'message',
};
const noFields = [] as const;
const all = 'all';
const activity = { kind: 'activity' } as const;
const bone = { shape: 'rect', height: 76 } as const;
const emptyLook = { icon: 'reward', size: 'sm', headingLevel: 4 } as const;
const historyEmpty = { emptyIcon: 'history' } as const;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  gap: ${vars.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${vars.space['3']};
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.accent.border};
  border-radius: ${vars.radius.lg};
  background:
    radial-gradient(100% 120% at 100% 0%, ${vars.color.accent.soft} 0%, transparent 65%),
    ${vars.color.surface.base};

  & > [data-part='SourceIcon'] {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: ${vars.radius.full};
    background: ${vars.color.accent.soft};
    color: ${vars.color.accent.text};
  }
  & > div {
    display: grid;
    gap: ${vars.space['1']};
    min-width: 0;
  }
  & h4 {
    margin: 0;
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.bold};
    overflow-wrap: anywhere;
  }
  & [data-part='Amount'] {
    color: ${vars.color.accent.text};
    font-family: ${fontStack.display};
    font-size: ${vars.font.size.xl};
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
  & > button {
    grid-column: 1 / -1;
  }
`;

/**
 * The reward centre (member centre `rewardCenter`): rewards waiting to be claimed (their amount, the turnover each
 * adds, the claim deadline; one claim at a time, or all), and the history of claimed, issued and lapsed rewards.
 */
export const RewardCenterPanel = forwardRef<HTMLElement, RewardCenterPanelProps>(function RewardCenterPanel(
  {
    rewards,
    history,
    onClaim,
    onClaimAll,
    page,
    pageCount,
    onPageChange,
    totalItems,
    timeZone,
    currency,
    currencySymbol,
    title,
    isTitleHidden,
    isLoading = false,
    error,
    onRetry,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('engage');
  const money = useMoney({ currency, currencySymbol });
  const [isBusy, run] = useAsyncTask();
  const [pending, setPending] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const describe = useSubmitErrorText(noFields);
  const total = sumMoney(rewards.map((r) => r.amount));

  const claim = async (target: RewardItem | typeof all) => {
    const task = target === all ? onClaimAll : () => onClaim(target);
    if (!task) return;
    setMessage(null);
    setPending(target === all ? all : target.id);
    const amount = target === all ? total : target.amount;
    const result = await run(() => task());
    setPending(null);
    if (!result) return;
    setMessage(
      result.ok
        ? { tone: 'success', text: t('rewards.claimedMessage', { amount: money.format(amount) }) }
        : { tone: 'danger', text: describe(result.error).form ?? t('rewards.claimFailed') },
    );
  };

  const columns = useMemo<TableColumn<RewardItem>[]>(
    () => [
      { key: 'time', header: t('rewards.columns.time'), cell: (r) => <RecordTime time={r.time} timeZone={timeZone} /> },
      {
        key: 'title',
        header: t('rewards.columns.reward'),
        cell: (r) => (
          <Note>
            <span>{r.title}</span>
            <Muted>{t(`rewards.sources.${r.source}`)}</Muted>
          </Note>
        ),
      },
      { key: 'amount', header: t('rewards.columns.amount'), isNumeric: true, cell: (r) => money.format(r.amount) },
      {
        key: 'status',
        header: t('rewards.columns.status'),
        align: 'center',
        cell: (r) => <StatusBadge {...activity} status={r.status} />,
      },
    ],
    [t, money, timeZone],
  );

  const isFailed = hasError(error);
  const showPages = !isFailed && !isLoading && !!onPageChange && (pageCount ?? 0) > 1;

  return (
    <PanelShell
      ref={ref}
      name="RewardCenterPanel"
      title={title ?? t('rewards.title')}
      isTitleHidden={isTitleHidden}
      aria-busy={isLoading || undefined}
      {...rest}
    >
      {isFailed ? (
        <PanelError error={error} onRetry={onRetry} />
      ) : (
        <>
          <EngageSection
            title={t('rewards.toClaim')}
            icon="promo"
            aside={!isLoading && rewards.length > 0 ? <CountPill data-part="ClaimCount">{rewards.length}</CountPill> : undefined}
            data-part="ToClaim"
          >
            {isLoading ? (
              <Skeleton {...bone} />
            ) : rewards.length === 0 ? (
              <EmptyState {...emptyLook} title={t('rewards.empty.title')} description={t('rewards.empty.description')} />
            ) : (
              <>
                {rewards.length > 1 && onClaimAll ? (
                  <Highlight>
                    <div>
                      <span data-part="HighlightLabel">{t('rewards.totalToClaim')}</span>
                      <span data-part="HighlightValue">{money.format(total)}</span>
                    </div>
                    <Button
                      variant="primary"
                      size="lg"
                      isLoading={isBusy && pending === all}
                      disabled={isBusy && pending !== all}
                      onClick={() => void claim(all)}
                      data-part="ClaimAllButton"
                    >
                      {t('rewards.claimAll')}
                    </Button>
                  </Highlight>
                ) : null}
                <Cards aria-label={t('rewards.toClaim')}>
                  {rewards.map((reward) => (
                    <Card key={reward.id} data-reward={reward.id}>
                      <span data-part="SourceIcon" aria-hidden="true">
                        <Icon name={sourceIcons[reward.source]} />
                      </span>
                      <div>
                        <Muted>{t(`rewards.sources.${reward.source}`)}</Muted>
                        <h4>{reward.title}</h4>
                        <span data-part="Amount">{money.format(reward.amount)}</span>
                        {reward.turnover ? <Muted>{t('rewards.turnover', { amount: money.format(reward.turnover) })}</Muted> : null}
                        {reward.expiresAt ? (
                          <Muted>{t('rewards.expires', { time: formatRecordTime(reward.expiresAt, timeZone).slice(0, 16) })}</Muted>
                        ) : null}
                      </div>
                      <Button
                        variant="primary"
                        isFullWidth
                        isLoading={isBusy && pending === reward.id}
                        disabled={isBusy && pending !== reward.id}
                        onClick={() => void claim(reward)}
                        aria-label={t('rewards.claimOne', { title: reward.title })}
                        data-part="ClaimButton"
                      >
                        {t('rewards.claim')}
                      </Button>
                    </Card>
                  ))}
                </Cards>
              </>
            )}
            <LiveRegion>{message ? <PanelAlert tone={message.tone}>{message.text}</PanelAlert> : null}</LiveRegion>
          </EngageSection>
          <EngageSection title={t('rewards.history')} icon="history" data-part="History">
            <Table<RewardItem>
              columns={columns}
              rows={history}
              getRowId={(r) => r.id}
              caption={t('rewards.history')}
              isCaptionHidden
              isLoading={isLoading}
              loadingRowCount={3}
              {...historyEmpty}
              emptyTitle={t('rewards.historyEmpty')}
            />
            {showPages ? (
              <Pagination page={page ?? 1} pageCount={pageCount ?? 1} onPageChange={onPageChange!} totalItems={totalItems} />
            ) : null}
          </EngageSection>
        </>
      )}
    </PanelShell>
  );
});
