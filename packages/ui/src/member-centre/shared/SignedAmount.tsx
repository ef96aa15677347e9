import type { Money } from './money';
import { Signed } from './panel.styles';

export interface SignedAmountProps {
  value: number;
  money: Money;
}

/** A gain or a loss: `+P12.00` in the success colour, `-P12.00` in the danger colour; the sign alone says it. */
export function SignedAmount({ value, money }: SignedAmountProps) {
  const text = money.format(value, true);
  // Zero after rounding to cents carries no sign and no colour.
  const cents = Math.round(value * 100);
  return (
    <Signed data-part="SignedAmount" data-tone={cents > 0 ? 'positive' : cents < 0 ? 'negative' : undefined}>
      {text}
    </Signed>
  );
}
