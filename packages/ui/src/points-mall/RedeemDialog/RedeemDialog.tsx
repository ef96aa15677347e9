import {
  DELIVERY_ADDRESS_MAX_LENGTH,
  DELIVERY_ADDRESS_MIN_LENGTH,
  RECEIVER_NAME_MAX_LENGTH,
  deliveryAddressSchema,
  deliveryFields,
  isErrorCode,
  mobileNumSchema,
  mobileRule,
  receiverNameSchema,
  validateField,
  type DeliveryField,
} from '@croupier/contract';
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { IconButton } from '../../actions/IconButton';
import { TextField } from '../../forms/TextField';
import { PanelAlert } from '../../member-centre/shared/PanelParts';
import { useAsyncTask } from '../../member-centre/shared/useAsyncTask';
import { defaultPaymentPasswordRule } from '../../member-centre/shared/validation';
import { Modal, ModalBody } from '../../overlays/Modal';
import { Icon } from '../../primitives/Icon';
import { useLoyaltyFormat } from '../../vip/shared/format';
import { useLoyaltyErrorText } from '../../vip/shared/submitError';
import { maxQuantityOf, pointsFor } from '../shared/rules';
import { Actions, Delivery, DialogForm, Done, Quantity, Summary, Totals } from './RedeemDialog.styles';
import type { RedeemDialogProps } from './RedeemDialog.types';

type Done = { kind: 'applying' } | { kind: 'credited'; amount: number };
type DeliveryValues = Record<DeliveryField, string>;
type FieldErrors = Partial<Record<'points' | 'password' | 'form' | DeliveryField, string>>;

const [RECEIVER_NAME, MOBILE_NUM, ADDRESS] = deliveryFields;
const emptyDelivery: DeliveryValues = { receiverName: '', mobileNum: '', address: '' };
const isDeliveryField = (name: unknown): name is DeliveryField =>
  typeof name === 'string' && (deliveryFields as readonly string[]).includes(name);

/**
 * The delivery fields a rejection names: `fieldErrors` (field -> an issue word such as 'required' or 'invalid', an
 * error code, or a message in the member's language) and schema `issues` (the first path segment names the field).
 * An issue word or a code is `true` (the dialog says what the field needs); a message is kept to be shown as is.
 */
function deliveryIssuesOf(error: unknown): Partial<Record<DeliveryField, string | true>> {
  const source = (typeof error === 'object' && error !== null ? error : {}) as {
    fieldErrors?: Readonly<Record<string, unknown>>;
    issues?: readonly { path?: readonly PropertyKey[] }[];
  };
  const found: Partial<Record<DeliveryField, string | true>> = {};
  for (const [name, value] of Object.entries(source.fieldErrors ?? {})) {
    if (!isDeliveryField(name) || typeof value !== 'string' || value === '') continue;
    const isWord = /^[a-z][a-zA-Z_]*$/.test(value) || isErrorCode(value);
    found[name] = isWord ? true : value;
  }
  for (const issue of source.issues ?? []) {
    const name = issue.path?.[0];
    if (isDeliveryField(name) && found[name] === undefined) found[name] = true;
  }
  return found;
}

/**
 * Redeem a points reward, or convert points to cash (variant 'convert'): the quantity and the receiver's name, mobile
 * and address (items, which are delivered) or the points, the total and the balance after, and the payment password
 * (the platform checks it; sealed). The receiver's fields are checked in the contract's bounds before sending; the
 * platform's refusal of one shows at that field. Wrong and locked
 * passwords and the platform's refusals are shown in the member's language; a success says what happens next.
 */
export function RedeemDialog(props: RedeemDialogProps) {
  const { open, onOpenChange, balance, paymentPasswordRule = defaultPaymentPasswordRule, currency, currencySymbol } =
    props;
  const { t } = useTranslation('loyalty');
  const format = useLoyaltyFormat({ currency, currencySymbol });
  const errorText = useLoyaltyErrorText();
  const [isBusy, run] = useAsyncTask();
  const quantityId = useId();
  const quantityHintId = useId();
  const isConvert = props.variant === 'convert';
  const reward = props.variant === 'convert' ? null : props.reward;
  const conversion = props.variant === 'convert' ? props.conversion : null;

  const maxQuantity = reward ? Math.max(1, maxQuantityOf(reward, balance)) : 1;
  const [quantity, setQuantity] = useState(1);
  const [pointsText, setPointsText] = useState('');
  const [password, setPassword] = useState('');
  const [delivery, setDelivery] = useState<DeliveryValues>(emptyDelivery);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isLocked, setIsLocked] = useState(false);
  const [done, setDone] = useState<Done | null>(null);

  // A fresh form each time the dialog opens (another reward, a retry after a lockout).
  useEffect(() => {
    if (!open) return;
    setQuantity(1);
    setPointsText('');
    setPassword('');
    setDelivery(emptyDelivery);
    setErrors({});
    setIsLocked(false);
    setDone(null);
  }, [open, reward?.id]);

  const convertPoints = Number(pointsText.replace(/,/g, ''));
  const spend = reward ? pointsFor(reward.points, quantity) : Number.isFinite(convertPoints) ? convertPoints : 0;
  const cash = conversion ? Math.floor(spend * conversion.rate * 100) / 100 : (reward?.amount ?? 0) * quantity;
  const after = Math.round((balance - spend) * 100) / 100;

  const checkPoints = (): string | undefined => {
    if (!conversion) return undefined;
    if (pointsText.trim() === '') return t('redeem.pointsRequired');
    if (!/^\d+(\.\d{1,2})?$/.test(pointsText.replace(/,/g, '')) || convertPoints <= 0) return t('redeem.pointsInvalid');
    if (convertPoints < conversion.minPoints) return t('redeem.pointsBelowMin', { min: format.points(conversion.minPoints) });
    if (convertPoints > balance) return t('redeem.pointsAboveBalance', { balance: format.points(balance) });
    return undefined;
  };
  const isItem = reward?.kind === 'item';
  /** What a delivery field needs, in the contract's bounds (the request schema's own definitions). */
  const checkDelivery = (field: DeliveryField, value = delivery[field], isRefused = false): string | undefined => {
    const text = value.trim();
    switch (field) {
      case 'receiverName':
        if (text === '') return t('redeem.receiverNameRequired');
        return isRefused || !receiverNameSchema.safeParse(text).success
          ? t('redeem.receiverNameLength', { max: RECEIVER_NAME_MAX_LENGTH })
          : undefined;
      case 'mobileNum':
        if (text === '') return t('redeem.mobileRequired');
        return isRefused || !mobileNumSchema.safeParse(text).success
          ? t('redeem.mobileFormat', { min: mobileRule.minLength, max: mobileRule.maxLength })
          : undefined;
      case 'address':
        if (text === '') return t('redeem.addressRequired');
        return isRefused || !deliveryAddressSchema.safeParse(text).success
          ? t('redeem.addressLength', { min: DELIVERY_ADDRESS_MIN_LENGTH, max: DELIVERY_ADDRESS_MAX_LENGTH })
          : undefined;
    }
  };
  const setDeliveryField = (field: DeliveryField, value: string) => {
    setDelivery((current) => ({ ...current, [field]: value }));
    // A shown error clears once the field is right.
    if (errors[field] && !checkDelivery(field, value)) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** A receiver field's value, change and error. */
  const deliveryInput = (field: DeliveryField) => ({
    value: delivery[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setDeliveryField(field, event.target.value),
    error: errors[field],
  });

  const checkPassword = (): string | undefined => {
    const issue = validateField(password, { ...paymentPasswordRule, required: true });
    if (!issue) return undefined;
    if (password.trim() === '') return t('redeem.passwordRequired');
    const { minLength, maxLength } = paymentPasswordRule;
    return minLength > 0 && minLength === maxLength
      ? t('redeem.passwordDigits', { count: minLength })
      : t('redeem.passwordFormat');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLocked) return;
    const next: FieldErrors = { points: checkPoints(), password: checkPassword() };
    if (isItem) for (const field of deliveryFields) next[field] = checkDelivery(field);
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const receiver = isItem
      ? {
          receiverName: delivery.receiverName.trim(),
          mobileNum: delivery.mobileNum.trim(),
          address: delivery.address.trim(),
        }
      : {};
    const result = await run(() =>
      props.variant === 'convert'
        ? props.onConvert({ points: convertPoints, paymentPassword: password })
        : props.onRedeem({ rewardId: props.reward.id, quantity, paymentPassword: password, ...receiver }),
    );
    if (!result) return;
    if (result.ok) {
      setDone(isItem ? { kind: 'applying' } : { kind: 'credited', amount: cash });
      return;
    }
    const text = errorText(result.error);
    const refused: FieldErrors = {};
    if (isItem) {
      for (const [field, issue] of Object.entries(deliveryIssuesOf(result.error)) as [DeliveryField, string | true][])
        refused[field] = issue === true ? checkDelivery(field, delivery[field], true) : issue;
    }
    const code = (result.error as { code?: unknown } | null)?.code;
    // "Some fields are not filled in correctly" says nothing the fields' own messages do not.
    const isFieldsOnly = Object.keys(refused).length > 0 && (code === undefined || code === 'validation_failed');
    setIsLocked(text.isLocked);
    setErrors({ ...refused, form: isFieldsOnly ? undefined : text.form, password: text.password });
    if (text.password) setPassword('');
  };

  const title = isConvert ? t('redeem.convertTitle') : t('redeem.title');
  const setQuantityClamped = (value: number) => setQuantity(Math.min(maxQuantity, Math.max(1, Math.round(value) || 1)));

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} size="dialog" data-component="RedeemDialog">
      <ModalBody>
        {done ? (
          <Done data-part="Done" role="status">
            <span data-part="DoneIcon" aria-hidden="true">
              <Icon name="success" size="xl" />
            </span>
            <strong>{done.kind === 'applying' ? t('redeem.doneApplying') : t('redeem.doneCredited')}</strong>
            <p>
              {done.kind === 'applying'
                ? t('redeem.doneApplyingBody')
                : t('redeem.doneCreditedBody', { amount: format.money(done.amount) })}
            </p>
            <Button variant="primary" onClick={() => onOpenChange(false)} isFullWidth>
              {t('redeem.close')}
            </Button>
          </Done>
        ) : (
          <DialogForm noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
            {reward ? (
              <Summary data-part="Reward">
                <span data-part="Emblem" aria-hidden="true">
                  <Icon name={reward.kind === 'cash' ? 'coins' : 'reward'} size="lg" />
                </span>
                <span>
                  <strong>{reward.name}</strong>
                  <span>{t('mall.pointsEach', { points: format.points(reward.points) })}</span>
                </span>
              </Summary>
            ) : null}
            {reward?.kind === 'item' ? (
              <Quantity data-part="Quantity">
                <label data-part="QuantityLabel" htmlFor={quantityId}>
                  {t('redeem.quantity')}
                </label>
                <div data-part="Stepper">
                  <IconButton
                    icon="minus"
                    label={t('redeem.less')}
                    variant="secondary"
                    size="lg"
                    disabled={quantity <= 1}
                    onClick={() => setQuantityClamped(quantity - 1)}
                  />
                  <input
                    id={quantityId}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={maxQuantity}
                    value={quantity}
                    aria-describedby={quantityHintId}
                    onChange={(event) => setQuantityClamped(Number(event.target.value))}
                  />
                  <IconButton
                    icon="plus"
                    label={t('redeem.more')}
                    variant="secondary"
                    size="lg"
                    disabled={quantity >= maxQuantity}
                    onClick={() => setQuantityClamped(quantity + 1)}
                  />
                </div>
                <span data-part="QuantityHint" id={quantityHintId}>
                  {t('redeem.quantityHint', { count: maxQuantity })}
                </span>
              </Quantity>
            ) : null}
            {isItem ? (
              <Delivery data-part="Delivery">
                <legend>{t('redeem.deliveryTitle')}</legend>
                <TextField
                  label={t('redeem.receiverName')}
                  autoComplete="name"
                  maxLength={RECEIVER_NAME_MAX_LENGTH}
                  {...deliveryInput(RECEIVER_NAME)}
                  required
                  isFullWidth
                  data-part="ReceiverName"
                />
                <TextField
                  label={t('redeem.mobile')}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={mobileRule.maxLength}
                  {...deliveryInput(MOBILE_NUM)}
                  hint={t('redeem.mobileHint', { min: mobileRule.minLength, max: mobileRule.maxLength })}
                  required
                  isFullWidth
                  data-part="Mobile"
                />
                <TextField
                  label={t('redeem.address')}
                  autoComplete="street-address"
                  maxLength={DELIVERY_ADDRESS_MAX_LENGTH}
                  {...deliveryInput(ADDRESS)}
                  required
                  isFullWidth
                  data-part="Address"
                />
              </Delivery>
            ) : null}
            {conversion ? (
              <TextField
                label={t('redeem.points')}
                inputMode="decimal"
                autoComplete="off"
                value={pointsText}
                onChange={(event) => setPointsText(event.target.value)}
                error={errors.points}
                hint={t('redeem.convertHint', {
                  rate: format.money(conversion.rate * 100),
                  min: format.points(conversion.minPoints),
                })}
                endAdornment={
                  <Button variant="ghost" size="sm" onClick={() => setPointsText(String(balance))}>
                    {t('redeem.all')}
                  </Button>
                }
                isFullWidth
                data-part="Points"
              />
            ) : null}
            <Totals data-part="Totals">
              <div>
                <dt>{t('redeem.balance')}</dt>
                <dd>{format.points(balance)}</dd>
              </div>
              <div data-total="">
                <dt>{t('redeem.spend')}</dt>
                <dd>{format.points(spend)}</dd>
              </div>
              {cash > 0 ? (
                <div>
                  <dt>{t('redeem.cash')}</dt>
                  <dd>{format.money(cash)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('redeem.after')}</dt>
                <dd>{format.points(Math.max(0, after))}</dd>
              </div>
            </Totals>
            <TextField
              label={t('redeem.password')}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={paymentPasswordRule.maxLength > 0 ? paymentPasswordRule.maxLength : undefined}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={errors.password}
              disabled={isLocked}
              required
              isFullWidth
              data-part="Password"
            />
            {errors.form ? <PanelAlert data-part="FormError">{errors.form}</PanelAlert> : null}
            <Actions>
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                {t('redeem.cancel')}
              </Button>
              <Button type="submit" variant="primary" isLoading={isBusy} disabled={isLocked}>
                {isConvert ? t('redeem.convertSubmit') : t('redeem.submit')}
              </Button>
            </Actions>
          </DialogForm>
        )}
      </ModalBody>
    </Modal>
  );
}
