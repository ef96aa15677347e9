/**
 * The points mall (/pointMall): the member's points and how they are earned, the rewards (cash and items) by type,
 * redeem and convert (sealed calls checked with the payment password), the redeemed history and the points ledger.
 * A guest sees the rewards and is offered the login. An item is redeemed with its receiver's name, mobile and address.
 * One request id per redemption the member asks for, kept for a retry of that same one.
 */
import { useMemberMutation, useMemberQuery, useSession, useSiteQuery } from '@croupier/data';
import { PointMallScreen, PointsTransactions, RedeemHistory, type PointSource, type RedeemStatus } from '@croupier/ui';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../brand';
import { errorText } from '../../app/errorText';
import { redeemFailureOf, submitErrorOf } from '../../centres/panels/centreErrors';
import {
  ledgerSourceOf,
  toEarnRates,
  toPointReward,
  toPointTransaction,
  toRedeemRecord,
} from '../../engage/engageModel';
import { openAuth } from '../../state/siteStore';
import { EngageTexts } from '../../engage/EngageTexts';
import { SectionPage } from '../SectionPage';

const PAGE_SIZE = 10;
/** Every reward of the mall on one page. */
const REWARDS_PAGE_SIZE = 100;
/** The two sealed actions, naming their request ids apart. */
const REDEEM = 'redeem';
const CONVERT = 'convert';
const pointsChanged = { invalidates: ['pointBalance', 'redeemedPointList', 'memberTransactionDetail'], balance: true } as const;

function Page() {
  const { t } = useTranslation('site');
  const { isLoggedIn } = useSession();
  const [historyPage, setHistoryPage] = useState(1);
  const [status, setStatus] = useState<RedeemStatus | null>(null);
  const [ledgerPage, setLedgerPage] = useState(1);
  const [source, setSource] = useState<PointSource | null>(null);
  const balanceQuery = useMemberQuery('pointBalance');
  const typesQuery = useSiteQuery('pointRewardConversionTypes');
  const rewardsQuery = useSiteQuery('pointRewards', { pageSize: REWARDS_PAGE_SIZE });
  const configQuery = useSiteQuery('pointConfig');
  const historyQuery = useMemberQuery('redeemedPointList', { pageNo: historyPage, pageSize: PAGE_SIZE, ...(status ? { status } : {}) });
  const ledgerSource = ledgerSourceOf(source);
  const ledgerQuery = useMemberQuery('memberTransactionDetail', {
    pageNo: ledgerPage,
    pageSize: PAGE_SIZE,
    ...(ledgerSource ? { source: ledgerSource } : {}),
  });
  const redeem = useMemberMutation('redeemPointReward', pointsChanged);
  const convert = useMemberMutation('convertPoints', pointsChanged);
  const pending = useRef<{ key: string; requestId: string } | undefined>(undefined);
  const requestIdFor = (key: string) => {
    if (pending.current?.key !== key) pending.current = { key, requestId: crypto.randomUUID() };
    return pending.current.requestId;
  };

  const rewards = useMemo(() => (rewardsQuery.data?.list ?? []).map(toPointReward), [rewardsQuery.data]);
  const categories = useMemo(
    () => (typesQuery.data ?? []).filter((type) => type.rewards > 0).map((type) => ({ id: type.type, name: t(`loyalty:mall.kinds.${type.type}`) })),
    [typesQuery.data, t],
  );
  const config = configQuery.data;
  const fail = (error: unknown): never => {
    throw submitErrorOf(t, error);
  };
  const failRedeem = (error: unknown): never => {
    throw redeemFailureOf(t, error);
  };
  const loadError = rewardsQuery.error ?? typesQuery.error ?? (isLoggedIn ? balanceQuery.error : undefined);
  const pageCount = (total: number | undefined) => Math.max(1, Math.ceil((total ?? 0) / PAGE_SIZE));

  return (
    <SectionPage>
      <PointMallScreen
        // The page's h1 already names it.
        titleLevel={2}
        isTitleHidden
        currencySymbol={brand.currencySymbol}
        isLoggedIn={isLoggedIn}
        balance={isLoggedIn ? (balanceQuery.data?.points ?? null) : null}
        categories={categories}
        rewards={rewards}
        conversion={config && config.convertRate > 0 ? { rate: config.convertRate, minPoints: config.minConvert } : null}
        earnRates={config ? toEarnRates(config) : undefined}
        onLogin={() => openAuth({ kind: 'login' })}
        onRedeem={async ({ rewardId, quantity, paymentPassword, ...receiver }) => {
          // Items carry the receiver (name, mobile, address); the same request with another receiver is another one.
          const requestId = requestIdFor(JSON.stringify([REDEEM, rewardId, quantity, paymentPassword, receiver]));
          await redeem.trigger({ requestId, rewardId: Number(rewardId), quantity, paymentPassword, ...receiver }).catch(failRedeem);
          pending.current = undefined;
        }}
        onConvert={async ({ points, paymentPassword }) => {
          const requestId = requestIdFor(JSON.stringify([CONVERT, points, paymentPassword]));
          await convert.trigger({ requestId, points, paymentPassword }).catch(fail);
          pending.current = undefined;
        }}
        history={
          isLoggedIn ? (
            <RedeemHistory
              currencySymbol={brand.currencySymbol}
              records={(historyQuery.data?.list ?? []).map(toRedeemRecord)}
              status={status}
              onStatusChange={(next) => {
                setStatus(next);
                setHistoryPage(1);
              }}
              page={historyPage}
              pageCount={pageCount(historyQuery.data?.total)}
              totalItems={historyQuery.data?.total}
              onPageChange={setHistoryPage}
              isLoading={!historyQuery.data && !historyQuery.error}
              error={historyQuery.error ? errorText(t, historyQuery.error) : undefined}
              onRetry={() => void historyQuery.mutate()}
            />
          ) : undefined
        }
        transactions={
          isLoggedIn ? (
            <PointsTransactions
              currencySymbol={brand.currencySymbol}
              transactions={(ledgerQuery.data?.list ?? []).map(toPointTransaction)}
              source={source}
              onSourceChange={(next) => {
                setSource(next);
                setLedgerPage(1);
              }}
              page={ledgerPage}
              pageCount={pageCount(ledgerQuery.data?.total)}
              totalItems={ledgerQuery.data?.total}
              onPageChange={setLedgerPage}
              isLoading={!ledgerQuery.data && !ledgerQuery.error}
              error={ledgerQuery.error ? errorText(t, ledgerQuery.error) : undefined}
              onRetry={() => void ledgerQuery.mutate()}
            />
          ) : undefined
        }
        isLoading={!loadError && (!rewardsQuery.data || !typesQuery.data || (isLoggedIn && !balanceQuery.data))}
        error={loadError ? errorText(t, loadError) : undefined}
        onRetry={() => {
          void rewardsQuery.mutate();
          void typesQuery.mutate();
          void balanceQuery.mutate();
        }}
      />
    </SectionPage>
  );
}

export function Component() {
  return (
    <EngageTexts fallback={<SectionPage />}>
      <Page />
    </EngageTexts>
  );
}
