/** The platform's deposit order as the kit's DepositPanel reads it. */
import type { DepositOrder as WireOrder } from '@croupier/contract';
import type { DepositInstructions, DepositOrder } from '@croupier/ui';

/** What the member needs to pay, by the channel's kind (the platform sends the fields as strings). */
export function instructionsOf(order: WireOrder): DepositInstructions | undefined {
  const i = order.instructions;
  if (order.channelKind === 'crypto' && i.address)
    return { kind: 'crypto', asset: i.asset ?? order.channelName, network: i.network ?? '', address: i.address };
  if (order.channelKind === 'qr' && i.qrCode) return { kind: 'qr', payload: i.qrCode };
  if (i.accountNumber)
    return {
      kind: 'bank',
      bankName: i.bankName ?? order.channelName,
      accountName: i.accountName ?? '',
      accountNumber: i.accountNumber,
      ...(i.branch ? { branch: i.branch } : {}),
      reference: i.reference ?? order.orderNo,
    };
  return undefined;
}

export function toPanelOrder(order: WireOrder): DepositOrder {
  const instructions = instructionsOf(order);
  return {
    orderNo: order.orderNo,
    channel: order.channel,
    amount: order.amount,
    fee: order.fee,
    total: order.amount,
    status: order.status,
    expiresAt: order.expiresAt,
    payUrl: order.payUrl,
    ...(instructions ? { instructions } : {}),
    ...(order.creditAmount !== order.amount ? { creditedAmount: order.creditAmount } : {}),
  };
}
