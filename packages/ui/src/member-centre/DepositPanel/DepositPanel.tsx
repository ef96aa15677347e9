import { forwardRef, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { EmptyState } from '../../feedback/EmptyState';
import { Skeleton } from '../../feedback/Skeleton';
import { amountToText, parseAmount } from '../../forms/AmountInput/amount';
import { Stepper, type StepperStep } from '../../navigation/Stepper';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { useCashierFormat } from '../shared/cashierMoney';
import { Card, PanelRoot, Section } from '../shared/cashier.styles';
import { useSecondsLeft } from '../shared/useSecondsLeft';
import { DepositChannelStep } from './DepositChannelStep';
import { failureMessage } from './depositFailure';
import { DepositHistory } from './DepositHistory';
import { SkeletonGrid, StepFrame } from './DepositPanel.styles';
import type { DepositOrder, DepositPanelProps } from './DepositPanel.types';
import { DepositPayStep } from './DepositPayStep';
import { DepositResult } from './DepositResult';

const textShape = 'text' as const;

type Stage = 'form' | 'pay' | 'paid' | 'failed' | 'expired';

const stepIndex: Record<Stage, number> = { form: 0, pay: 1, failed: 1, expired: 1, paid: 3 };

function resultStatus(stage: Stage): 'paid' | 'failed' | 'expired' {
  return stage === 'paid' || stage === 'failed' ? stage : 'expired';
}

/**
 * The deposit page (member centre `depositv2`): choose a channel and an amount (limits, quick amounts, fee and
 * total), create the order once however often the button is pressed, then pay it (bank details, a wallet address
 * or a QR code to copy or scan, the provider's pay page, a countdown, an optional receipt upload) while the live
 * status comes from `order`, and finish on credited, failed or expired. Recent deposits below.
 */
export const DepositPanel = forwardRef<HTMLElement, DepositPanelProps>(function DepositPanel(
  {
    channels,
    currency,
    currencySymbol,
    onCreateOrder,
    order,
    onCancel,
    onNewDeposit,
    receiptUploadEnabled = false,
    onUploadReceipt,
    history,
    isHistoryLoading = false,
    isLoading = false,
    error,
    onRetry,
    timeZone,
    headingLevel = 3,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('cashier');
  const format = useCashierFormat({ currency, currencySymbol, timeZone });

  const [chosenKey, setChosenKey] = useState<string>();
  const [amountText, setAmountText] = useState('');
  const [isAmountChecked, setAmountChecked] = useState(false);
  const [created, setCreated] = useState<DepositOrder>();
  const [dismissedOrderNo, setDismissedOrderNo] = useState<string>();
  const [isSubmitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string>();
  // A ref, not state: a second click in the same frame must see the first one at once.
  const inFlight = useRef(false);

  const enabled = useMemo(() => channels.filter((channel) => !channel.isDisabled), [channels]);
  const channel = enabled.find((item) => item.key === chosenKey) ?? enabled[0];

  const current = order ?? created;
  const shownOrder = current && current.orderNo !== dismissedOrderNo ? current : undefined;
  const secondsLeft = useSecondsLeft(shownOrder?.expiresAt, shownOrder?.status === 'pending');
  const stage: Stage = !shownOrder
    ? 'form'
    : shownOrder.status === 'pending'
      ? secondsLeft === 0
        ? 'expired'
        : 'pay'
      : shownOrder.status;

  // Each new step takes the focus (the button that led there is gone), so a keyboard or screen reader user
  // carries on from the top of it.
  const stepRef = useRef<HTMLDivElement>(null);
  const lastStage = useRef(stage);
  useEffect(() => {
    if (lastStage.current !== stage) stepRef.current?.focus();
    lastStage.current = stage;
  }, [stage]);

  const createOrder = async () => {
    const amount = parseAmount(amountText);
    if (inFlight.current || !channel || amount === null) return;
    inFlight.current = true;
    setSubmitting(true);
    setFormError(undefined);
    try {
      const next = await onCreateOrder({ channel: channel.key, amount });
      setCreated(next);
      setDismissedOrderNo(undefined);
    } catch (failure) {
      setFormError(failureMessage(t, failure, 'deposit.failures.createFailed'));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const startOver = () => {
    if (shownOrder) {
      setDismissedOrderNo(shownOrder.orderNo);
      if (stage === 'paid') {
        setAmountText('');
      } else {
        // Failed or expired: the same channel and amount, one press from a new order.
        setChosenKey(shownOrder.channel);
        setAmountText(amountToText(shownOrder.amount));
      }
    }
    setAmountChecked(false);
    setCreated(undefined);
    setFormError(undefined);
    onNewDeposit?.();
  };

  const steps: StepperStep[] = [
    { id: 'amount', label: t('deposit.steps.amount') },
    { id: 'pay', label: t('deposit.steps.pay') },
    { id: 'done', label: t('deposit.steps.done') },
  ];

  // One live region for the whole flow, mounted from the start, so each status change is read out once.
  const liveStatus = stage === 'pay' ? 'pending' : stage;
  const statusText =
    shownOrder && liveStatus !== 'form'
      ? t(`deposit.status.${liveStatus}`, { amount: format.money(shownOrder.creditedAmount ?? shownOrder.amount) })
      : '';

  const hasError = error !== undefined && error !== null && error !== false;
  let body;
  if (hasError && !shownOrder) {
    body = (
      <EmptyState
        icon="warning"
        size="sm"
        headingLevel={headingLevel}
        title={t('deposit.loadError.title')}
        description={error === true ? t('deposit.loadError.description') : error}
        action={
          onRetry ? (
            <Button variant="secondary" startIcon={<Icon name="refresh" />} onClick={onRetry}>
              {t('retry')}
            </Button>
          ) : undefined
        }
        data-part="Error"
      />
    );
  } else if (isLoading && !shownOrder) {
    body = (
      <Card aria-busy data-loading="" data-part="Loading">
        <VisuallyHidden role="status">{t('deposit.loading')}</VisuallyHidden>
        <Skeleton shape={textShape} width="40%" />
        <SkeletonGrid>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={72} />
          ))}
        </SkeletonGrid>
        <Skeleton height={48} width="min(100%, 24rem)" />
      </Card>
    );
  } else if (!shownOrder && enabled.length === 0) {
    body = (
      <EmptyState
        icon="deposit"
        size="sm"
        headingLevel={headingLevel}
        title={t('deposit.empty.title')}
        description={t('deposit.empty.description')}
        data-part="Empty"
      />
    );
  } else if (!shownOrder) {
    body = (
      <DepositChannelStep
        channels={channels}
        channel={channel}
        onChannelChange={(key) => {
          setChosenKey(key);
          setFormError(undefined);
        }}
        amountText={amountText}
        onAmountChange={(text) => {
          setAmountText(text);
          setFormError(undefined);
        }}
        isAmountChecked={isAmountChecked}
        onAmountChecked={() => setAmountChecked(true)}
        onSubmit={() => void createOrder()}
        isSubmitting={isSubmitting}
        formError={formError}
        format={format}
        headingLevel={headingLevel}
      />
    );
  } else if (stage === 'pay') {
    body = (
      <DepositPayStep
        key={shownOrder.orderNo}
        order={shownOrder}
        channel={channels.find((item) => item.key === shownOrder.channel)}
        format={format}
        secondsLeft={secondsLeft}
        receiptUploadEnabled={receiptUploadEnabled}
        onUploadReceipt={onUploadReceipt}
        onCancel={
          onCancel
            ? async (cancelled) => {
                await onCancel(cancelled);
                setDismissedOrderNo(cancelled.orderNo);
                setCreated(undefined);
              }
            : undefined
        }
        headingLevel={headingLevel}
      />
    );
  } else {
    body = (
      <DepositResult
        order={shownOrder}
        status={resultStatus(stage)}
        format={format}
        onAgain={startOver}
        headingLevel={headingLevel}
      />
    );
  }

  const isFlowShown = !((hasError || isLoading) && !shownOrder) && (shownOrder || enabled.length > 0);

  return (
    <PanelRoot ref={ref} aria-label={t('deposit.title')} data-component="DepositPanel" data-stage={stage} {...rest}>
      {isFlowShown ? (
        <Stepper steps={steps} currentStep={stepIndex[stage]} aria-label={t('deposit.steps.label')} />
      ) : null}
      <VisuallyHidden role="status" data-part="LiveStatus">
        {statusText}
      </VisuallyHidden>
      <StepFrame ref={stepRef} tabIndex={-1} data-part="StepBody">
        {body}
      </StepFrame>
      {history !== undefined || isHistoryLoading ? (
        <Section data-part="HistorySection">
          <DepositHistory records={history ?? []} channels={channels} isLoading={isHistoryLoading} format={format} />
        </Section>
      ) : null}
    </PanelRoot>
  );
});
