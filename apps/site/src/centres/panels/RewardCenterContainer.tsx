/**
 * rewardCenter: the rewards waiting to be claimed (completed missions), the member's promotion entries as the history,
 * and the promotions with something to do now (join a deposit bonus before depositing, claim a raffle ticket or the
 * contact bonus). A claim or a join moves money or changes what the other reward pages show: the balance and those
 * queries are revalidated. A sign-up request needs its form: the promotion's page opens.
 */
import type { PromotionSummary as PlatformPromotion } from '@croupier/contract';
import { useMemberMutation, useMemberQuery } from '@croupier/data';
import { Heading, PromotionCard, RewardCenterPanel, Stack, useToast } from '@croupier/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { brand } from '../../brand';
import { toPromotionSummary } from '../../engage/engageModel';
import { loadErrorText, submitErrorOf } from './centreErrors';
import {
  actionablePromotions,
  claimableMissions,
  missionIdOf,
  promotionActionOf,
  toRewardHistoryItem,
} from './rewardsModel';

const HISTORY_SIZE = 10;
const PROMOTIONS_SIZE = 50;
/** What a claim or a join changes beyond the balance. */
const rewardQueries = [
  'missionList',
  'missionSummary',
  'missionLeaderboard',
  'promotionClaimList',
  'availablePromotions',
  'bonusDetails',
  'promotionDetail',
] as const;
const changed = { invalidates: rewardQueries, balance: true } as const;

export default function RewardCenterContainer() {
  const { t } = useTranslation('site');
  const { toast } = useToast();
  const navigate = useNavigate();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const missions = useMemberQuery('missionList');
  const entries = useMemberQuery('promotionClaimList', { pageNo: page, pageSize: HISTORY_SIZE });
  const promotions = useMemberQuery('availablePromotions', { pageSize: PROMOTIONS_SIZE });
  const claimMission = useMemberMutation('missionClaim', changed);
  const join = useMemberMutation('promotionJoin', changed);
  const raffle = useMemberMutation('raffleClaim', changed);
  const [busyId, setBusyId] = useState<number>();

  const rewards = claimableMissions(missions.data?.list ?? []);
  const loadError = missions.error ?? entries.error;

  const claim = async (id: string) => {
    const missionId = missionIdOf({ id });
    if (missionId === undefined) return;
    try {
      await claimMission.trigger({ missionId });
    } catch (error) {
      throw submitErrorOf(t, error);
    }
  };

  const act = async (promotion: PlatformPromotion) => {
    const action = promotionActionOf(promotion.kind);
    if (action === 'signUp') {
      navigate(`/promoDetail?id=${promotion.id}`);
      return;
    }
    setBusyId(promotion.id);
    // One idempotency key per press: a retry of the same press is the same action.
    const requestId = crypto.randomUUID();
    try {
      const done =
        action === 'raffleClaim'
          ? await raffle.trigger({ promotionId: promotion.id, requestId })
          : await join.trigger({ promotionId: promotion.id, requestId });
      toast({
        tone: 'success',
        title: t(done.status === 'joined' ? 'centre:rewards.joined' : 'centre:rewards.actionDone', {
          title: promotion.title,
        }),
      });
    } catch (error) {
      toast({ tone: 'error', title: loadErrorText(t, error) });
    } finally {
      setBusyId(undefined);
    }
  };

  const open = actionablePromotions(promotions.data?.list ?? []);
  return (
    <Stack gap="6">
      <RewardCenterPanel
        currencySymbol={brand.currencySymbol}
        isTitleHidden
        isLoading={!loadError && (missions.data === undefined || entries.data === undefined)}
        error={loadError ? loadErrorText(t, loadError) : undefined}
        onRetry={() => {
          void missions.mutate();
          void entries.mutate();
        }}
        timeZone={missions.data?.timeZone}
        rewards={rewards}
        history={(entries.data?.list ?? []).map(toRewardHistoryItem)}
        onClaim={(reward) => claim(reward.id)}
        onClaimAll={async () => {
          // One claim after the other: each is credited once and a failure stops the rest with its message.
          for (const reward of rewards) await claim(reward.id);
        }}
        page={entries.data?.pageNo ?? page}
        pageCount={entries.data?.totalPages ?? 1}
        totalItems={entries.data?.total}
        onPageChange={setPage}
      />
      {open.length > 0 ? (
        <Stack as="section" gap="3" aria-labelledby={titleId} data-part="OpenPromotions">
          <Heading level={3} id={titleId}>
            {t('centre:rewards.openPromotions')}
          </Heading>
          <Stack gap="3">
            {open.map((promotion) => (
              <PromotionCard
                key={promotion.id}
                headingLevel={4}
                promotion={toPromotionSummary(promotion)}
                hrefFor={(p) => `/promoDetail?id=${p.id}`}
                onNavigate={(path) => navigate(path)}
                onAction={() => (busyId === undefined ? void act(promotion) : undefined)}
                aria-busy={busyId === promotion.id || undefined}
              />
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
