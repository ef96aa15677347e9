import type { TFunction } from 'i18next';
import { hasFee, type CashierFee, type CashierFormat } from './cashierMoney';

/** A fee in words: "No fee", "Fee 1.5%", "Fee ¥5.00", "Fee ¥5.00 + 1.5%" (the `cashier` namespace's `fee.*`). */
export function feeLabel(t: TFunction, format: CashierFormat, fee: CashierFee | undefined): string {
  if (!hasFee(fee)) return t('fee.none');
  const fixed = fee?.fixed ?? 0;
  const percent = fee?.percent ?? 0;
  if (fixed > 0 && percent > 0) return t('fee.both', { fixed: format.money(fixed), percent: format.percent(percent) });
  if (fixed > 0) return t('fee.fixed', { fixed: format.money(fixed) });
  return t('fee.percent', { percent: format.percent(percent) });
}
