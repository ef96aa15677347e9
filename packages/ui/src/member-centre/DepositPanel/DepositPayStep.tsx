import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { ButtonRoot } from '../../actions/Button/Button.styles';
import { QrCode } from '../../feedback/QrCode';
import { Spinner } from '../../feedback/Spinner';
import { FileUpload } from '../../forms/FileUpload';
import { ConfirmDialog } from '../../overlays/ConfirmDialog';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import type { CashierFormat } from '../shared/cashierMoney';
import {
  Actions,
  Card,
  CopyList,
  FormAlert,
  Notice,
  NoticeBody,
  NoticeTitle,
  Section,
  SectionNote,
  SectionTitle,
  Summary,
  SummaryRow,
} from '../shared/cashier.styles';
import { CopyRow } from '../shared/CopyRow';
import { formatCountdown } from '../shared/useSecondsLeft';
import { failureMessage } from './depositFailure';
import {
  Countdown,
  NetworkTag,
  OrderHeader,
  OrderTotal,
  PayAside,
  PayLayout,
  PayMain,
  PaySide,
  QrCaption,
  StatusLine,
} from './DepositPanel.styles';
import type { DepositChannel, DepositOrder } from './DepositPanel.types';

export interface DepositPayStepProps {
  order: DepositOrder;
  channel: DepositChannel | undefined;
  format: CashierFormat;
  /** Seconds until the order lapses; undefined when it has no expiry. */
  secondsLeft: number | undefined;
  receiptUploadEnabled: boolean;
  onUploadReceipt?: (files: File[]) => Promise<void>;
  onCancel?: (order: DepositOrder) => Promise<void> | void;
  headingLevel: 2 | 3 | 4;
}

type UploadState = 'idle' | 'sending' | 'sent';

/** Step two: what to pay and where, the time left, the hosted pay page, a receipt upload and a way out. */
export function DepositPayStep({
  order,
  channel,
  format,
  secondsLeft,
  receiptUploadEnabled,
  onUploadReceipt,
  onCancel,
  headingLevel,
}: DepositPayStepProps) {
  const { t } = useTranslation('cashier');
  const id = useId();
  const heading = `h${headingLevel}` as const;
  const channelName = channel?.name ?? order.channel;
  const instructions = order.instructions;
  const total = format.money(order.total);
  // The platform credits the amount less the fee the member bears; the whole amount when the merchant bears it.
  const credited = order.creditedAmount ?? order.amount;
  const isFeeDeducted = order.fee > 0 && credited < order.total;

  const [files, setFiles] = useState<File[]>([]);
  const [uploadState, setUploadState] = useState<UploadState>('idle');
  const [uploadError, setUploadError] = useState<string>();
  const uploading = useRef(false);

  const [isCancelOpen, setCancelOpen] = useState(false);
  const [isCancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string>();

  const sendReceipt = async () => {
    if (uploading.current || !onUploadReceipt) return;
    if (files.length === 0) {
      setUploadError(t('deposit.receipt.required'));
      return;
    }
    uploading.current = true;
    setUploadState('sending');
    setUploadError(undefined);
    try {
      await onUploadReceipt(files);
      setUploadState('sent');
    } catch (error) {
      setUploadState('idle');
      setUploadError(failureMessage(t, error, 'deposit.receipt.failed'));
    } finally {
      uploading.current = false;
    }
  };

  const confirmCancel = async () => {
    if (!onCancel || isCancelling) return;
    setCancelling(true);
    setCancelError(undefined);
    try {
      await onCancel(order);
      setCancelOpen(false);
    } catch (error) {
      setCancelOpen(false);
      setCancelError(failureMessage(t, error, 'deposit.cancel.failed'));
    } finally {
      setCancelling(false);
    }
  };

  const qrValue =
    instructions?.kind === 'qr'
      ? instructions.payload
      : instructions?.kind === 'crypto'
        ? instructions.address
        : undefined;
  const isUrgent = secondsLeft !== undefined && secondsLeft <= 60;

  return (
    <Card data-part="PayStep" aria-labelledby={`${id}-title`} role="group">
      <OrderHeader>
        <OrderTotal>
          <span id={`${id}-title`}>{t('deposit.pay.title', { channel: channelName })}</span>
          <strong data-part="OrderTotal">{total}</strong>
        </OrderTotal>
        {secondsLeft !== undefined ? (
          <Countdown role="timer" data-urgent={isUrgent ? '' : undefined} data-part="Countdown">
            <Icon name="clock" size="sm" />
            <span>{t('deposit.pay.payWithin')}</span>
            <time dateTime={`PT${secondsLeft}S`}>{formatCountdown(secondsLeft)}</time>
          </Countdown>
        ) : null}
      </OrderHeader>

      <StatusLine data-part="Waiting">
        <Spinner size="sm" label={null} />
        {t('deposit.status.pending')}
      </StatusLine>

      <PayLayout>
        <PayMain>
          {instructions?.kind === 'bank' ? (
            <>
              <Notice data-tone="info">
                <Icon name="info" size="sm" />
                <NoticeBody>
                  <p>{t('deposit.pay.bankNote', { total, reference: instructions.reference })}</p>
                </NoticeBody>
              </Notice>
              <CopyList data-part="BankDetails">
                <CopyRow label={t('deposit.pay.bankName')} value={instructions.bankName} />
                <CopyRow label={t('deposit.pay.accountName')} value={instructions.accountName} />
                <CopyRow label={t('deposit.pay.accountNumber')} value={instructions.accountNumber} isMono />
                {instructions.branch ? <CopyRow label={t('deposit.pay.branch')} value={instructions.branch} /> : null}
                <CopyRow label={t('deposit.pay.reference')} value={instructions.reference} isMono />
                <CopyRow label={t('deposit.pay.amountToSend')} value={total} copyValue={order.total.toFixed(2)} />
              </CopyList>
            </>
          ) : null}
          {instructions?.kind === 'crypto' ? (
            <>
              <Notice data-tone="warning">
                <Icon name="warning" size="sm" />
                <NoticeBody>
                  <NoticeTitle>
                    {t('deposit.pay.networkTitle', { asset: instructions.asset, network: instructions.network })}
                  </NoticeTitle>
                  <p>{t('deposit.pay.networkNote')}</p>
                </NoticeBody>
              </Notice>
              <CopyList data-part="CryptoDetails">
                <CopyRow label={t('deposit.pay.address')} value={instructions.address} isMono>
                  <NetworkTag data-part="Network">{instructions.network}</NetworkTag>
                </CopyRow>
                {instructions.cryptoAmount ? (
                  <CopyRow
                    label={t('deposit.pay.amountToSend')}
                    value={`${instructions.cryptoAmount} ${instructions.asset}`}
                    copyValue={instructions.cryptoAmount}
                  />
                ) : null}
              </CopyList>
            </>
          ) : null}
          {instructions?.kind === 'qr' ? (
            <Notice data-tone="info">
              <Icon name="qrCode" size="sm" />
              <NoticeBody>
                <p>{t('deposit.pay.qrNote', { channel: channelName, total })}</p>
              </NoticeBody>
            </Notice>
          ) : null}
          {!instructions && order.payUrl ? (
            <Notice data-tone="info">
              <Icon name="external" size="sm" />
              <NoticeBody>
                <p>{t('deposit.pay.hostedNote', { channel: channelName, total })}</p>
              </NoticeBody>
            </Notice>
          ) : null}
          {order.payUrl ? (
            <ButtonRoot
              as="a"
              href={order.payUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-component="Button"
              data-variant={instructions ? 'outline' : 'primary'}
              data-size="lg"
              data-part="PayLink"
            >
              <Icon name="external" size="sm" />
              {t('deposit.pay.openPayPage')}
              <VisuallyHidden>{t('deposit.pay.newTab')}</VisuallyHidden>
            </ButtonRoot>
          ) : null}
        </PayMain>
        <PaySide>
          {qrValue ? (
            <PayAside data-part="QrAside">
              <QrCode
                value={qrValue}
                size={instructions?.kind === 'qr' ? 'lg' : 'md'}
                label={
                  instructions?.kind === 'qr'
                    ? t('deposit.pay.qrLabel', { channel: channelName })
                    : t('deposit.pay.addressQrLabel')
                }
              />
              <QrCaption>
                {instructions?.kind === 'qr'
                  ? t('deposit.pay.scan', { channel: channelName })
                  : t('deposit.pay.scanAddress')}
              </QrCaption>
            </PayAside>
          ) : null}
          <Summary data-part="OrderSummary">
            <SummaryRow>
              <dt>{t('deposit.orderNo')}</dt>
              <dd data-part="OrderNo">{order.orderNo}</dd>
            </SummaryRow>
            <SummaryRow>
              <dt>{t('deposit.youPay')}</dt>
              <dd>{total}</dd>
            </SummaryRow>
            <SummaryRow>
              <dt>{isFeeDeducted ? t('deposit.feeDeducted') : t('fee.label')}</dt>
              <dd>
                {order.fee <= 0 ? t('fee.free') : isFeeDeducted ? format.money(-order.fee) : t('deposit.feeCovered')}
              </dd>
            </SummaryRow>
            <SummaryRow data-emphasis="">
              <dt>{t('deposit.credited')}</dt>
              <dd data-part="OrderCredited">{format.money(credited)}</dd>
            </SummaryRow>
          </Summary>
        </PaySide>
      </PayLayout>

      {receiptUploadEnabled && onUploadReceipt ? (
        <Section aria-labelledby={`${id}-receipt`} data-part="Receipt">
          <SectionTitle as={heading} id={`${id}-receipt`}>
            {t('deposit.receipt.title')}
          </SectionTitle>
          {uploadState === 'sent' ? (
            <Notice data-tone="success" role="status">
              <Icon name="success" size="sm" />
              <NoticeBody>
                <p>{t('deposit.receipt.sent')}</p>
              </NoticeBody>
            </Notice>
          ) : (
            <>
              <SectionNote>{t('deposit.receipt.note')}</SectionNote>
              <FileUpload
                label={t('deposit.receipt.label')}
                value={files}
                onChange={(next) => {
                  setFiles(next);
                  setUploadError(undefined);
                }}
                disabled={uploadState === 'sending'}
              />
              <FormAlert role="alert" data-part="ReceiptError">
                {uploadError ? (
                  <>
                    <Icon name="error" size="sm" />
                    <span>{uploadError}</span>
                  </>
                ) : null}
              </FormAlert>
              <Actions>
                <Button
                  variant="secondary"
                  startIcon={<Icon name="receipt" />}
                  isLoading={uploadState === 'sending'}
                  onClick={() => void sendReceipt()}
                  data-part="SendReceipt"
                >
                  {t('deposit.receipt.send')}
                </Button>
              </Actions>
            </>
          )}
        </Section>
      ) : null}

      {onCancel ? (
        <>
          <FormAlert role="alert" data-part="CancelError">
            {cancelError ? (
              <>
                <Icon name="error" size="sm" />
                <span>{cancelError}</span>
              </>
            ) : null}
          </FormAlert>
          <Actions>
            <Button
              variant="ghost"
              startIcon={<Icon name="close" />}
              onClick={() => setCancelOpen(true)}
              data-part="Cancel"
            >
              {t('deposit.cancel.button')}
            </Button>
          </Actions>
          <ConfirmDialog
            open={isCancelOpen}
            onOpenChange={setCancelOpen}
            tone="danger"
            title={t('deposit.cancel.title')}
            confirmLabel={t('deposit.cancel.confirm')}
            cancelLabel={t('deposit.cancel.keep')}
            closeOnConfirm={false}
            isConfirming={isCancelling}
            onConfirm={() => void confirmCancel()}
          >
            {t('deposit.cancel.body')}
          </ConfirmDialog>
        </>
      ) : null}
    </Card>
  );
}
