import { forwardRef, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { IconButton } from '../../actions/IconButton';
import { EmptyState } from '../../feedback/EmptyState';
import { Skeleton } from '../../feedback/Skeleton';
import { AmountInput, useAmountRules, validateAmount } from '../../forms/AmountInput';
import { Select } from '../../forms/Select';
import { ConfirmDialog } from '../../overlays/ConfirmDialog';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { useMoneyFormat } from '../shared/money';
import {
  bones,
  Form,
  FormActions,
  LiveRegion,
  Panel,
  PanelAlert,
  PanelError,
  PanelSection,
} from '../shared/PanelParts';
import { useSubmitErrorText } from '../shared/submitError';
import { useAsyncTask } from '../shared/useAsyncTask';
import {
  Direction,
  Label,
  MainActions,
  MainAmount,
  MainCard,
  MainIcon,
  MainText,
  Total,
  WalletAmount,
  WalletCard,
  WalletGrid,
  WalletName,
} from './WalletPanel.styles';
import { MAIN_WALLET_ID, type VendorWallet, type WalletPanelProps } from './WalletPanel.types';

const transferFields = ['from', 'to', 'amount'] as const;
const skeletonCards = [0, 1, 2, 3];

type Notice = { kind: 'transferred'; amount: number; from: string; to: string } | { kind: 'collected' };

/**
 * The member centre's "my wallet" page (transferFund): the main wallet and every vendor wallet with its balance
 * (a skeleton while one loads), transfers between the main wallet and a vendor wallet (the amount at most the
 * source's balance), "collect all to main" after a confirmation, and a refresh. Pure: balances arrive as props,
 * transfers leave through callbacks returning promises.
 */
export const WalletPanel = forwardRef<HTMLDivElement, WalletPanelProps>(function WalletPanel(
  {
    mainBalance,
    vendorWallets,
    error,
    onRetry,
    onRefresh,
    isRefreshing = false,
    onTransfer,
    onCollectAll,
    minTransfer,
    currencySymbol,
    currency,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('centre');
  const format = useMoneyFormat({ currencySymbol, currency });
  const describe = useSubmitErrorText(transferFields);
  const amountRules = useAmountRules({ min: minTransfer, currency });
  const formId = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const [from, setFrom] = useState(MAIN_WALLET_ID);
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ to?: string; amount?: string }>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const [isTransferring, runTransfer] = useAsyncTask();
  const [isCollecting, runCollect] = useAsyncTask();

  if (vendorWallets === undefined) {
    if (error !== undefined && error !== null) {
      return (
        <Panel ref={ref} data-component="WalletPanel" data-state="error" {...rest}>
          <PanelError onRetry={onRetry} />
        </Panel>
      );
    }
    return (
      <Panel ref={ref} data-component="WalletPanel" data-state="loading" aria-busy {...rest}>
        <VisuallyHidden role="status">{t('states.loading')}</VisuallyHidden>
        <MainCard>
          <Skeleton {...bones.circle} width={48} height={48} />
          <MainText>
            <Skeleton {...bones.text} width="30%" />
            <Skeleton {...bones.text} width="40%" height={28} />
          </MainText>
        </MainCard>
        <WalletGrid aria-hidden>
          {skeletonCards.map((i) => (
            <WalletCard key={i}>
              <Skeleton {...bones.text} lines={2} />
            </WalletCard>
          ))}
        </WalletGrid>
      </Panel>
    );
  }

  const mainName = t('wallet.main');
  const nameOf = (id: string) =>
    id === MAIN_WALLET_ID ? mainName : (vendorWallets.find((w) => w.id === id)?.name ?? id);
  const balanceOf = (id: string) =>
    id === MAIN_WALLET_ID ? mainBalance : vendorWallets.find((w) => w.id === id)?.balance;
  const usable = (wallet: VendorWallet) => !wallet.isUnavailable && wallet.balance !== undefined;
  const vendorTotal =
    vendorWallets.reduce((sum, w) => sum + (w.isUnavailable ? 0 : Math.round((w.balance ?? 0) * 100)), 0) / 100;
  const total = mainBalance === undefined ? undefined : vendorTotal + mainBalance;
  const collectable = vendorWallets.filter((w) => usable(w) && (w.balance ?? 0) > 0);
  const sourceBalance = balanceOf(from);
  // The other side: a vendor wallet when the main wallet is the source, the main wallet otherwise.
  const destination = from === MAIN_WALLET_ID ? to : MAIN_WALLET_ID;

  const options = [
    { value: MAIN_WALLET_ID, label: mainName },
    ...vendorWallets.map((w) => ({ value: w.id, label: w.name, disabled: !usable(w) })),
  ];

  /** Picks the source; from the main wallet the destination is a vendor wallet (by default the previous source). */
  const choose = (nextFrom: string, nextTo?: string) => {
    setFrom(nextFrom);
    if (nextFrom === MAIN_WALLET_ID) setTo(nextTo ?? (from !== MAIN_WALLET_ID ? from : to));
    setErrors({});
    setFormError(undefined);
  };

  const startTransferTo = (wallet: VendorWallet) => {
    choose(MAIN_WALLET_ID, wallet.id);
    setNotice(null);
    amountRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!onTransfer) return;
    const found: { to?: string; amount?: string } = {};
    if (!destination) found.to = t('wallet.chooseWallet');
    const issue = validateAmount(amount, { min: minTransfer, max: sourceBalance ?? 0 });
    // More than the source holds is refused with the balance named; the other issues read as the field's own.
    if (issue === 'aboveMax') found.amount = t('wallet.aboveBalance', { balance: format(sourceBalance ?? 0) });
    else if (issue) found.amount = amountRules.messageFor(issue);
    setErrors(found);
    setFormError(undefined);
    setNotice(null);
    if (found.to || found.amount) {
      (found.to ? document.getElementById(`${formId}-to`) : amountRef.current)?.focus();
      return;
    }
    const value = Number(amount);
    const transfer = { from, to: destination, amount: value };
    const result = await runTransfer(() => onTransfer(transfer));
    if (!result) return;
    if (result.ok) {
      setAmount('');
      setNotice({ kind: 'transferred', ...transfer });
      return;
    }
    const described = describe(result.error);
    setErrors({ to: described.fields.to ?? described.fields.from, amount: described.fields.amount });
    setFormError(described.form);
  };

  const collect = async () => {
    if (!onCollectAll) return;
    setNotice(null);
    setFormError(undefined);
    const result = await runCollect(onCollectAll);
    setIsConfirmOpen(false);
    if (!result) return;
    if (result.ok) setNotice({ kind: 'collected' });
    else setFormError(describe(result.error).form ?? t('errors.generic'));
  };

  const refreshButton = onRefresh ? (
    <IconButton
      icon="refresh"
      variant="secondary"
      size="sm"
      label={t('wallet.refresh')}
      isLoading={isRefreshing}
      onClick={onRefresh}
      data-part="Refresh"
    />
  ) : null;

  return (
    <Panel ref={ref} data-component="WalletPanel" data-state={vendorWallets.length === 0 ? 'empty' : 'ready'} {...rest}>
      <LiveRegion data-part="Notice">
        {notice ? (
          <PanelAlert tone="success">
            {notice.kind === 'collected'
              ? t('wallet.collected')
              : t('wallet.transferred', {
                  amount: format(notice.amount),
                  from: nameOf(notice.from),
                  to: nameOf(notice.to),
                })}
          </PanelAlert>
        ) : null}
      </LiveRegion>
      {formError && !isTransferring ? <PanelAlert>{formError}</PanelAlert> : null}

      <MainCard data-part="MainWallet" aria-busy={mainBalance === undefined || undefined}>
        <MainIcon>
          <Icon name="wallet" />
        </MainIcon>
        <MainText>
          <Label>{mainName}</Label>
          <MainAmount data-part="MainBalance">
            {mainBalance === undefined ? <Skeleton {...bones.text} width="8em" /> : format(mainBalance)}
          </MainAmount>
          {total !== undefined && vendorWallets.length > 0 ? (
            <Total>{t('wallet.total', { amount: format(total) })}</Total>
          ) : null}
        </MainText>
        <MainActions>
          {refreshButton}
          {onCollectAll && vendorWallets.length > 0 ? (
            <Button
              variant="secondary"
              size="sm"
              startIcon={<Icon name="download" />}
              disabled={collectable.length === 0}
              onClick={() => setIsConfirmOpen(true)}
              data-part="CollectAll"
            >
              {t('wallet.collectAll')}
            </Button>
          ) : null}
        </MainActions>
      </MainCard>

      {vendorWallets.length === 0 ? (
        <EmptyState
          size="sm"
          icon="wallet"
          headingLevel={4}
          title={t('wallet.emptyTitle')}
          description={t('wallet.emptyDescription')}
        />
      ) : (
        <>
          <PanelSection title={t('wallet.gameWallets')} icon="coins">
            <WalletGrid data-part="Wallets">
              {vendorWallets.map((wallet) => (
                <WalletCard
                  key={wallet.id}
                  data-wallet={wallet.id}
                  data-selected={destination === wallet.id || from === wallet.id ? '' : undefined}
                  aria-busy={wallet.balance === undefined && !wallet.isUnavailable ? true : undefined}
                >
                  <WalletName title={wallet.name}>{wallet.name}</WalletName>
                  {wallet.isUnavailable ? (
                    <WalletAmount data-unavailable="">{t('wallet.unavailable')}</WalletAmount>
                  ) : wallet.balance === undefined ? (
                    <WalletAmount>
                      <Skeleton {...bones.text} width="70%" />
                      <VisuallyHidden>{t('wallet.loadingBalance')}</VisuallyHidden>
                    </WalletAmount>
                  ) : (
                    <WalletAmount data-part="Balance">{format(wallet.balance)}</WalletAmount>
                  )}
                  {onTransfer && usable(wallet) ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      startIcon={<Icon name="deposit" />}
                      aria-label={t('wallet.transferInTo', { name: wallet.name })}
                      onClick={() => startTransferTo(wallet)}
                    >
                      {t('wallet.transferIn')}
                    </Button>
                  ) : null}
                </WalletCard>
              ))}
            </WalletGrid>
          </PanelSection>

          {onTransfer ? (
            <PanelSection title={t('wallet.transferTitle')} icon="money" description={t('wallet.transferDescription')}>
              <Form
                id={formId}
                noValidate
                onSubmit={(event) => void submit(event)}
                aria-label={t('wallet.transferTitle')}
                data-part="TransferForm"
              >
                <Direction>
                  <Select
                    label={t('wallet.from')}
                    options={options}
                    placeholder={null}
                    value={from}
                    onChange={(event) => choose(event.target.value)}
                    isFullWidth
                  />
                  <IconButton
                    icon="chevronRight"
                    variant="ghost"
                    label={t('wallet.swap')}
                    data-part="Swap"
                    disabled={!destination}
                    onClick={() => choose(destination, from)}
                  />
                  <Select
                    id={`${formId}-to`}
                    label={t('wallet.to')}
                    options={from === MAIN_WALLET_ID ? options.slice(1) : options.slice(0, 1)}
                    placeholder={from === MAIN_WALLET_ID ? t('wallet.chooseWallet') : null}
                    required
                    value={destination}
                    onChange={(event) => {
                      setTo(event.target.value);
                      setErrors((e) => ({ ...e, to: undefined }));
                    }}
                    error={errors.to}
                    isFullWidth
                  />
                </Direction>
                <AmountInput
                  ref={amountRef}
                  label={t('wallet.amount')}
                  value={amount}
                  onValueChange={(text) => {
                    setAmount(text);
                    if (errors.amount) setErrors((e) => ({ ...e, amount: undefined }));
                  }}
                  currencySymbol={currencySymbol}
                  currency={currency}
                  min={minTransfer}
                  max={sourceBalance}
                  balance={sourceBalance}
                  hasMaxChip
                  hint={
                    sourceBalance === undefined
                      ? undefined
                      : t('wallet.available', { name: nameOf(from), amount: format(sourceBalance) })
                  }
                  error={errors.amount}
                  required
                  isFullWidth
                />
                <FormActions>
                  <Button type="submit" isLoading={isTransferring} startIcon={<Icon name="check" />}>
                    {t('wallet.transfer')}
                  </Button>
                </FormActions>
              </Form>
            </PanelSection>
          ) : null}
        </>
      )}

      {onCollectAll ? (
        <ConfirmDialog
          open={isConfirmOpen}
          onOpenChange={(open) => (open ? undefined : setIsConfirmOpen(false))}
          title={t('wallet.collectTitle')}
          confirmLabel={t('wallet.collectAll')}
          confirmIcon={<Icon name="download" />}
          closeOnConfirm={false}
          isConfirming={isCollecting}
          onConfirm={() => void collect()}
        >
          {t('wallet.collectBody', { amount: format(vendorTotal), count: collectable.length })}
        </ConfirmDialog>
      ) : null}
    </Panel>
  );
});
