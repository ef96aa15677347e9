import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../feedback/EmptyState';
import { Skeleton } from '../../feedback/Skeleton';
import { StatusBadge } from '../../feedback/StatusBadge';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import type { CashierFormat } from '../shared/cashierMoney';
import { Notice, NoticeBody, Section, SectionHeader, SectionTitle } from '../shared/cashier.styles';
import { useSecondsLeft } from '../shared/useSecondsLeft';
import { ReceiptConfirmationForm } from './ReceiptConfirmationForm';
import { withdrawalBadges } from './withdrawRules';
import { ItemAmount, ItemHead, ItemMeta, MaskedNumber, WithdrawalItem, WithdrawalList } from './WithdrawPanel.styles';
import type { ReceiptConfirmation, WithdrawalRecord } from './WithdrawPanel.types';

const textShape = 'text' as const;

interface EntryProps {
  withdrawal: WithdrawalRecord;
  format: CashierFormat;
  onConfirmReceipt?: (confirmation: ReceiptConfirmation) => Promise<unknown>;
}

function WithdrawalEntry({ withdrawal, format, onConfirmReceipt }: EntryProps) {
  const { t } = useTranslation('cashier');
  const isAwaiting = withdrawal.status === 'awaitingConfirmation';
  const secondsLeft = useSecondsLeft(isAwaiting ? withdrawal.confirmBy : undefined, isAwaiting);
  const account = withdrawal.account;
  return (
    <WithdrawalItem data-part="Withdrawal" data-status={withdrawal.status}>
      <ItemHead>
        <ItemAmount>{format.money(withdrawal.amount)}</ItemAmount>
        <StatusBadge
          kind="transaction"
          status={withdrawalBadges[withdrawal.status]}
          label={t(`withdraw.status.${withdrawal.status}`)}
          size="md"
        />
      </ItemHead>
      <ItemMeta>
        {account ? (
          <span>
            <Icon name={account.kind === 'bank' ? 'bank' : account.kind === 'ewallet' ? 'wallet' : 'coins'} size="sm" />
            {account.name} <MaskedNumber>{account.maskedNumber}</MaskedNumber>
          </span>
        ) : null}
        <span>
          <Icon name="clock" size="sm" />
          {format.dateTime(withdrawal.time)}
        </span>
        <span>{t('withdraw.list.orderNo', { orderNo: withdrawal.orderNo })}</span>
      </ItemMeta>
      {withdrawal.status === 'rejected' && withdrawal.reason ? (
        <Notice data-tone="danger">
          <Icon name="info" size="sm" />
          <NoticeBody>
            <p>{t('withdraw.list.rejectedReason', { reason: withdrawal.reason })}</p>
          </NoticeBody>
        </Notice>
      ) : null}
      {withdrawal.status === 'disputed' ? (
        <Notice data-tone="info">
          <Icon name="support" size="sm" />
          <NoticeBody>
            <p>
              {withdrawal.receivedAmount !== undefined
                ? t('withdraw.list.disputedPartial', { amount: format.money(withdrawal.receivedAmount) })
                : t('withdraw.list.disputed')}
            </p>
          </NoticeBody>
        </Notice>
      ) : null}
      {withdrawal.status === 'forcedReceived' ? (
        <Notice data-tone="warning">
          <Icon name="lock" size="sm" />
          <NoticeBody>
            <p>{t('withdraw.list.forced')}</p>
          </NoticeBody>
        </Notice>
      ) : null}
      {isAwaiting && onConfirmReceipt ? (
        <ReceiptConfirmationForm
          withdrawal={withdrawal}
          secondsLeft={secondsLeft}
          format={format}
          onConfirm={onConfirmReceipt}
        />
      ) : null}
    </WithdrawalItem>
  );
}

export interface WithdrawalHistoryProps {
  withdrawals: readonly WithdrawalRecord[];
  isLoading: boolean;
  format: CashierFormat;
  onConfirmReceipt?: (confirmation: ReceiptConfirmation) => Promise<unknown>;
  headingLevel: 2 | 3 | 4;
  titleId: string;
}

/**
 * Withdrawals waiting for the member's confirmation first (each with its deadline and form), then the recent ones,
 * each with its status badge.
 */
export function WithdrawalHistory({
  withdrawals,
  isLoading,
  format,
  onConfirmReceipt,
  headingLevel,
  titleId,
}: WithdrawalHistoryProps) {
  const { t } = useTranslation('cashier');
  const heading = `h${headingLevel}` as const;
  const awaiting = withdrawals.filter((item) => item.status === 'awaitingConfirmation');
  const others = withdrawals.filter((item) => item.status !== 'awaitingConfirmation');

  return (
    <>
      {awaiting.length > 0 ? (
        <Section aria-labelledby={`${titleId}-awaiting`} data-part="Awaiting">
          <SectionHeader>
            <SectionTitle as={heading} id={`${titleId}-awaiting`}>
              {t('withdraw.list.awaitingTitle', { n: awaiting.length })}
            </SectionTitle>
          </SectionHeader>
          <WithdrawalList>
            {awaiting.map((item) => (
              <WithdrawalEntry key={item.id} withdrawal={item} format={format} onConfirmReceipt={onConfirmReceipt} />
            ))}
          </WithdrawalList>
        </Section>
      ) : null}
      {isLoading || others.length > 0 || awaiting.length === 0 ? (
        <Section aria-labelledby={titleId} aria-busy={isLoading || undefined} data-part="Recent">
          <SectionHeader>
            <SectionTitle as={heading} id={titleId}>
              {t('withdraw.list.title')}
            </SectionTitle>
          </SectionHeader>
          {isLoading ? (
            <>
              <VisuallyHidden role="status">{t('withdraw.list.loading')}</VisuallyHidden>
              <WithdrawalList aria-hidden="true">
                {Array.from({ length: 2 }, (_, i) => (
                  <WithdrawalItem key={i} data-loading="">
                    <Skeleton shape={textShape} width="30%" />
                    <Skeleton shape={textShape} width="70%" />
                  </WithdrawalItem>
                ))}
              </WithdrawalList>
            </>
          ) : others.length === 0 ? (
            <EmptyState
              icon="withdraw"
              size="sm"
              headingLevel={headingLevel === 2 ? 3 : 4}
              title={t('withdraw.list.emptyTitle')}
              description={t('withdraw.list.emptyDescription')}
            />
          ) : (
            <WithdrawalList>
              {others.map((item) => (
                <WithdrawalEntry key={item.id} withdrawal={item} format={format} onConfirmReceipt={onConfirmReceipt} />
              ))}
            </WithdrawalList>
          )}
        </Section>
      ) : null}
    </>
  );
}
