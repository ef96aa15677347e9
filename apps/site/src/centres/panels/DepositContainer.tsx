/**
 * depositv2: the merchant's channels, an order per submit (its own request id, kept for a retry of the same submit),
 * the order polled while it is pending so the panel moves to "paid" and the header balance refreshes without a reload,
 * the receipt upload (DEPUPDATEREM3) and the recent deposits.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_RECEIPT_UPLOAD } from '@croupier/contract';
import { isApiError, useMemberMutation, useMemberQuery, useWalletBalance } from '@croupier/data';
import { DepositPanel, type DepositFailure } from '@croupier/ui';
import { useSiteConfig } from '../../app/useSiteConfig';
import { brand } from '../../brand';
import { loadErrorText } from './centreErrors';
import { toPanelOrder } from './depositModel';

/** How often a pending order is asked again (the sandbox gateway's callback arrives within seconds). */
export const ORDER_POLL_MS = 3_000;
const HISTORY = { pageNo: 1, pageSize: 10 } as const;

const failureReasons: Record<string, DepositFailure['reason']> = {
  deposit_amount_invalid: 'amountOutOfRange',
  deposit_amount_out_of_range: 'amountOutOfRange',
  deposit_channel_unavailable: 'channelUnavailable',
  deposit_open_orders_limit: 'tooFrequent',
  TOO_MANY_REQUEST: 'tooFrequent',
  TOO_MANY_REQUESTS: 'tooFrequent',
  upload_type_invalid: 'uploadFailed',
  upload_too_large: 'uploadFailed',
  upload_too_many: 'uploadFailed',
};

export default function DepositContainer() {
  const { t } = useTranslation('errors');
  const { has } = useSiteConfig();
  const balance = useWalletBalance();
  const channels = useMemberQuery('depositChannels');
  const history = useMemberQuery('depositHistory', HISTORY);
  const [orderNo, setOrderNo] = useState<string | null>(null);
  const order = useMemberQuery('depositOrder', orderNo ? { orderNo } : null, {
    refreshInterval: (latest) => (latest?.status === 'pending' ? ORDER_POLL_MS : 0),
    revalidateOnFocus: true,
  });
  const create = useMemberMutation('depositCreate', { invalidates: ['depositHistory'] });
  const upload = useMemberMutation('depositReceiptUpload', { invalidates: ['depositOrder'] });
  /** The last submit and its request id: the same channel and amount again is a retry of it. */
  const last = useRef<{ key: string; requestId: string } | undefined>(undefined);

  // The order settled: the balance and the history change without a reload.
  const status = order.data?.orderNo === orderNo ? order.data?.status : undefined;
  const { mutate: refreshBalance } = balance;
  const { mutate: refreshHistory } = history;
  useEffect(() => {
    if (status && status !== 'pending') {
      void refreshBalance();
      void refreshHistory();
    }
  }, [status, refreshBalance, refreshHistory]);

  const failureOf = (error: unknown): DepositFailure => {
    const reason = isApiError(error) ? failureReasons[error.code] : undefined;
    return { reason: reason ?? 'tooFrequent', message: loadErrorText(t, error) };
  };

  const current = orderNo && order.data?.orderNo === orderNo ? toPanelOrder(order.data) : orderNo ? undefined : null;
  return (
    <DepositPanel
      headingLevel={4}
      currencySymbol={brand.currencySymbol}
      channels={(channels.data?.list ?? []).map((c) => ({
        key: c.key,
        kind: c.kind,
        name: c.name,
        min: c.minAmount,
        max: c.maxAmount,
        // The panel previews what the member pays and what the wallet is credited as the platform computes it: the
        // fee comes out of the credit when the member bears it, and is the merchant's when the merchant does.
        fee: { fixed: c.fee.fixed, percent: c.fee.percent },
        feeBearer: c.feeBearer,
      }))}
      isLoading={!channels.data && !channels.error}
      error={channels.error && !channels.data ? loadErrorText(t, channels.error) : undefined}
      onRetry={() => void channels.mutate()}
      order={current}
      onCreateOrder={async (request) => {
        const key = `${request.channel}:${request.amount}`;
        const requestId = last.current?.key === key ? last.current.requestId : crypto.randomUUID();
        last.current = { key, requestId };
        try {
          const created = await create.trigger({ requestId, channel: request.channel, amount: request.amount });
          last.current = undefined;
          setOrderNo(created.orderNo);
          return toPanelOrder(created);
        } catch (error) {
          throw failureOf(error);
        }
      }}
      onNewDeposit={() => setOrderNo(null)}
      receiptUploadEnabled={has('DEPUPDATEREM3')}
      onUploadReceipt={async (files) => {
        if (!orderNo) return;
        try {
          // The images ride under the contract's part name; the client sends them as file parts.
          await upload.trigger(Object.assign({ orderNo }, { [DEPOSIT_RECEIPT_UPLOAD.field]: files }));
        } catch (error) {
          throw failureOf(error);
        }
      }}
      history={(history.data?.list ?? []).map((o) => ({
        orderNo: o.orderNo,
        time: o.createdAt,
        channel: o.channelName,
        amount: o.amount,
        status: o.status,
      }))}
      isHistoryLoading={!history.data && !history.error}
    />
  );
}
