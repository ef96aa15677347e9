import { depositFee } from '@croupier/contract';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { AmountInput } from '../../forms/AmountInput';
import { validateAmount, parseAmount, toCents } from '../../forms/AmountInput/amount';
import { useAmountRules } from '../../forms/AmountInput/useAmountRules';
import { Icon } from '../../primitives/Icon';
import { addMoney, type CashierFormat } from '../shared/cashierMoney';
import {
  Card,
  FormAlert,
  OptionBadge,
  OptionCheck,
  OptionGrid,
  MetaLine,
  OptionMeta,
  OptionTitle,
  Section,
  SectionTitle,
  Summary,
  SummaryRow,
} from '../shared/cashier.styles';
import { feeLabel } from '../shared/feeLabel';
import { depositChannelIcons, processingLabel, quickAmountsFor } from './depositChannels';
import { AmountLayout, ChannelCard, SummaryColumn } from './DepositPanel.styles';
import type { DepositChannel } from './DepositPanel.types';

export interface DepositChannelStepProps {
  channels: readonly DepositChannel[];
  channel: DepositChannel | undefined;
  onChannelChange: (key: string) => void;
  amountText: string;
  onAmountChange: (text: string) => void;
  /** The amount's error shows once the field was left or the form submitted. */
  isAmountChecked: boolean;
  onAmountChecked: () => void;
  onSubmit: () => void;
  isSubmitting: boolean;
  formError?: string;
  format: CashierFormat;
  headingLevel: 2 | 3 | 4;
}

/**
 * What a deposit of `amount` costs and brings, exactly as the platform computes it: the member pays `amount`; the fee
 * (fixed plus percent, half up to the cent) comes out of the credit when the member bears it, and out of the
 * merchant's pocket otherwise. Null when the fee would eat the whole deposit (the platform refuses it).
 */
export function depositPreview(
  amount: number,
  channel: Pick<DepositChannel, 'fee' | 'feeBearer'>,
): { pays: number; fee: number; credited: number; feeBearer: 'member' | 'merchant' } | null {
  const fee = depositFee(amount, { fixed: channel.fee?.fixed ?? 0, percent: channel.fee?.percent ?? 0 });
  const feeBearer = channel.feeBearer ?? 'member';
  if (feeBearer === 'merchant') return { pays: amount, fee, credited: amount, feeBearer };
  if (toCents(fee) >= toCents(amount)) return null;
  return { pays: amount, fee, credited: addMoney(amount, -fee), feeBearer };
}

/** Step one: the channel cards (a radio group) and the amount with its limits, what the member pays and is credited. */
export function DepositChannelStep({
  channels,
  channel,
  onChannelChange,
  amountText,
  onAmountChange,
  isAmountChecked,
  onAmountChecked,
  onSubmit,
  isSubmitting,
  formError,
  format,
  headingLevel,
}: DepositChannelStepProps) {
  const { t } = useTranslation('cashier');
  const id = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const rules = useAmountRules({ min: channel?.min, max: channel?.max });
  const issue = channel ? validateAmount(amountText, { min: channel.min, max: channel.max }) : undefined;
  const amount = parseAmount(amountText);
  const isValid = channel !== undefined && issue === undefined && amount !== null;
  const preview = isValid ? depositPreview(amount, channel) : null;
  // Within the limits yet all fee: the platform refuses it, so the form says so before sending it.
  const amountError = issue ? rules.messageFor(issue) : isValid && !preview ? t('deposit.feeExceedsAmount') : undefined;
  const heading = `h${headingLevel}` as const;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAmountChecked();
    if (!isValid || !preview) {
      amountRef.current?.focus();
      return;
    }
    onSubmit();
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-channels`} data-part="ChannelStep">
      <Card>
        <Section>
          <SectionTitle as={heading} id={`${id}-channels`}>
            {t('deposit.channelsTitle')}
          </SectionTitle>
          <RadioGroup.Root
            asChild
            value={channel?.key ?? ''}
            onValueChange={onChannelChange}
            aria-labelledby={`${id}-channels`}
            disabled={isSubmitting}
            loop
          >
            <OptionGrid data-part="Channels">
              {channels.map((item) => {
                const processing = processingLabel(t, item.processingTime);
                return (
                  <RadioGroup.Item key={item.key} value={item.key} disabled={item.isDisabled} asChild>
                    <ChannelCard
                      data-part="Channel"
                      data-kind={item.kind}
                      aria-labelledby={`${id}-${item.key}-name`}
                      aria-describedby={`${id}-${item.key}-meta`}
                    >
                      <OptionBadge aria-hidden="true" data-part="Badge">
                        <Icon name={depositChannelIcons[item.kind]} size="md" />
                      </OptionBadge>
                      <OptionTitle id={`${id}-${item.key}-name`} data-part="Name">
                        {item.name}
                      </OptionTitle>
                      <OptionMeta id={`${id}-${item.key}-meta`} data-part="Meta">
                        <MetaLine>
                          {t('deposit.limits', { min: format.money(item.min), max: format.money(item.max) })}
                        </MetaLine>
                        <MetaLine>
                          {[
                            feeLabel(t, format, item.fee),
                            processing,
                            item.isDisabled ? t('deposit.unavailable') : null,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </MetaLine>
                      </OptionMeta>
                      <OptionCheck aria-hidden="true" data-part="Check">
                        {channel?.key === item.key ? <Icon name="check" size="xs" strokeWidth={3} /> : null}
                      </OptionCheck>
                    </ChannelCard>
                  </RadioGroup.Item>
                );
              })}
            </OptionGrid>
          </RadioGroup.Root>
        </Section>

        <AmountLayout>
          <AmountInput
            ref={amountRef}
            label={t('deposit.amountLabel')}
            currencySymbol={format.symbol}
            min={channel?.min}
            max={channel?.max}
            quickAmounts={quickAmountsFor(channel)}
            value={amountText}
            onValueChange={(text) => onAmountChange(text)}
            onBlur={onAmountChecked}
            validateOnBlur={false}
            error={isAmountChecked ? amountError : undefined}
            required
            disabled={isSubmitting || channel === undefined}
            isFullWidth
            data-part="Amount"
          />
          <SummaryColumn>
            <Summary data-part="Summary">
              <SummaryRow>
                <dt>{t('deposit.youPay')}</dt>
                <dd data-part="Pays">{preview ? format.money(preview.pays) : t('deposit.none')}</dd>
              </SummaryRow>
              <SummaryRow>
                <dt>
                  {preview?.feeBearer === 'member' && toCents(preview.fee) > 0
                    ? t('deposit.feeDeducted')
                    : t('fee.label')}
                </dt>
                <dd data-part="Fee">
                  {!preview
                    ? t('deposit.none')
                    : toCents(preview.fee) === 0
                      ? t('fee.free')
                      : preview.feeBearer === 'merchant'
                        ? t('deposit.feeCovered')
                        : format.money(-preview.fee)}
                </dd>
              </SummaryRow>
              <SummaryRow data-emphasis="">
                <dt>{t('deposit.credited')}</dt>
                <dd data-part="Credited">{preview ? format.money(preview.credited) : t('deposit.none')}</dd>
              </SummaryRow>
            </Summary>
            <FormAlert role="alert" data-part="FormError">
              {formError ? (
                <>
                  <Icon name="error" size="sm" />
                  <span>{formError}</span>
                </>
              ) : null}
            </FormAlert>
            <Button
              type="submit"
              size="lg"
              isFullWidth
              isLoading={isSubmitting}
              disabled={channel === undefined}
              endIcon={<Icon name="chevronRight" />}
              data-part="Submit"
            >
              {t('deposit.submit')}
            </Button>
          </SummaryColumn>
        </AmountLayout>
      </Card>
    </form>
  );
}
