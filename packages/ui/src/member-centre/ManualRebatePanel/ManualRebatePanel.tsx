import { forwardRef, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../actions/Button';
import { Icon } from '../../primitives/Icon';
import { Table, type TableColumn } from '../../layout/Table';
import { categoryIcons } from '../../promotions/shared/PromotionParts';
import { vars } from '../../theme';
import { EngageSection, Highlight } from '../shared/EngageSection';
import { sumMoney, useMoney } from '../shared/money';
import { PanelError, hasError } from '../shared/PanelError';
import { LiveRegion, PanelAlert } from '../shared/PanelParts';
import { PanelShell } from '../shared/PanelShell';
import { RecordTime } from '../shared/RecordTime';
import { formatRecordTime } from '../shared/time';
import { useAsyncTask } from '../shared/useAsyncTask';
import { useSubmitErrorText } from '../shared/submitError';
import type { ManualRebatePanelProps, RebateClaim, RebateRow } from './ManualRebatePanel.types';
import { rebateAmount } from './rebateAmount';

const noFields = [] as const;
const rowsEmpty = { emptyIcon: 'cashback' } as const;
const historyEmpty = { emptyIcon: 'history' } as const;


const Product = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2']};
  font-weight: ${vars.font.weight.medium};

  & > svg {
    color: ${vars.color.accent.text};
  }
`;

/**
 * Cashback (member centre `manualRebate`, MANPLAYREB3): per product type the valid bet since the last claim × the
 * rate = the claimable amount; the total with its claim button (disabled with the reason when there is nothing
 * or too little to claim, busy while claiming, the credited amount announced), the last claim time and the history.
 */
export const ManualRebatePanel = forwardRef<HTMLElement, ManualRebatePanelProps>(function ManualRebatePanel(
  {
    rows,
    lastClaimTime,
    minClaim = 0,
    onClaim,
    history,
    isHistoryLoading,
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
  const { t, i18n } = useTranslation('engage');
  const money = useMoney({ currency, currencySymbol });
  const [isBusy, run] = useAsyncTask();
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const describe = useSubmitErrorText(noFields);
  const reasonId = useId();
  const total = sumMoney(rows.map(rebateAmount));
  const percent = useMemo(
    () => new Intl.NumberFormat(i18n.language, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 3 }),
    [i18n.language],
  );
  const isFailed = hasError(error);
  const reason = total <= 0 ? t('rebate.nothingToClaim') : total < minClaim ? t('rebate.belowMinimum', { min: money.format(minClaim) }) : null;

  const claim = async () => {
    setMessage(null);
    const shown = total;
    const result = await run(() => onClaim());
    if (!result) return;
    setMessage(
      result.ok
        ? { tone: 'success', text: t('rebate.claimed', { amount: money.format(result.value?.amount ?? shown) }) }
        : { tone: 'danger', text: describe(result.error).form ?? t('rebate.claimFailed') },
    );
  };

  const columns = useMemo<TableColumn<RebateRow>[]>(
    () => [
      {
        key: 'productType',
        header: t('rebate.columns.product'),
        cell: (r) => (
          <Product>
            <Icon name={categoryIcons[r.productType]} size="sm" />
            {t(`categories.${r.productType}`)}
          </Product>
        ),
      },
      { key: 'validBet', header: t('rebate.columns.validBet'), isNumeric: true, cell: (r) => money.format(r.validBet) },
      { key: 'rate', header: t('rebate.columns.rate'), isNumeric: true, cell: (r) => percent.format(r.rate / 100) },
      { key: 'amount', header: t('rebate.columns.amount'), isNumeric: true, cell: (r) => money.format(rebateAmount(r)) },
    ],
    [t, money, percent],
  );

  const historyColumns = useMemo<TableColumn<RebateClaim>[]>(
    () => [
      { key: 'time', header: t('rebate.historyColumns.time'), cell: (c) => <RecordTime time={c.time} timeZone={timeZone} /> },
      { key: 'validBet', header: t('rebate.historyColumns.validBet'), isNumeric: true, cell: (c) => money.format(c.validBet) },
      { key: 'amount', header: t('rebate.historyColumns.amount'), isNumeric: true, cell: (c) => money.format(c.amount) },
    ],
    [t, money, timeZone],
  );

  return (
    <PanelShell ref={ref} name="ManualRebatePanel" title={title ?? t('rebate.title')} isTitleHidden={isTitleHidden} {...rest}>
      {isFailed ? (
        <PanelError error={error} onRetry={onRetry} />
      ) : (
        <>
          <Highlight data-part="Claim" aria-busy={isLoading || undefined}>
            <div>
              <span data-part="HighlightLabel">{t('rebate.total')}</span>
              <span data-part="HighlightValue" data-total="">
                {isLoading ? '—' : money.format(total)}
              </span>
              <span data-part="HighlightNote">
                {lastClaimTime
                  ? t('rebate.lastClaim', { time: formatRecordTime(lastClaimTime, timeZone) })
                  : t('rebate.neverClaimed')}
              </span>
            </div>
            <Button
              variant="primary"
              size="lg"
              startIcon={<Icon name="cashback" />}
              isLoading={isBusy}
              disabled={isLoading || reason !== null}
              aria-describedby={reason && !isLoading ? reasonId : undefined}
              onClick={() => void claim()}
              data-part="ClaimButton"
            >
              {t('rebate.claim')}
            </Button>
          </Highlight>
          {reason && !isLoading ? (
            <PanelAlert tone="info" id={reasonId} data-part="ClaimReason">
              {reason}
            </PanelAlert>
          ) : null}
          <LiveRegion>{message ? <PanelAlert tone={message.tone}>{message.text}</PanelAlert> : null}</LiveRegion>
          <EngageSection title={t('rebate.breakdown')} icon="percent" data-part="Breakdown">
            <Table<RebateRow>
              columns={columns}
              rows={rows}
              getRowId={(r) => r.productType}
              caption={t('rebate.breakdown')}
              isCaptionHidden
              isLoading={isLoading}
              loadingRowCount={4}
              totals={{ amount: money.format(total), validBet: money.format(sumMoney(rows.map((r) => r.validBet))) }}
              {...rowsEmpty}
              emptyTitle={t('rebate.empty')}
            />
            <PanelAlert tone="info" data-part="Formula">
              {t('rebate.formula')}
            </PanelAlert>
          </EngageSection>
          <EngageSection title={t('rebate.history')} icon="history" data-part="History">
            <Table<RebateClaim>
              columns={historyColumns}
              rows={history}
              getRowId={(c) => c.id}
              caption={t('rebate.history')}
              isCaptionHidden
              isLoading={isHistoryLoading ?? isLoading}
              loadingRowCount={3}
              {...historyEmpty}
              emptyTitle={t('rebate.historyEmpty')}
            />
          </EngageSection>
        </>
      )}
    </PanelShell>
  );
});
