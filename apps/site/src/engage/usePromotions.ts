/**
 * The promotions a page shows, as the platform answers them: the member's list (their statuses) with a session, the
 * merchant's (a visitor's statuses) without; and the actions of a card or the detail (join, claim a raffle ticket),
 * each with one request id per action the member asks for, kept for a retry of it.
 */
import { useMemberMutation, useMemberQuery, useSession, useSiteQuery } from '@croupier/data';
import type { ActivityStatus, PromotionSummary } from '@croupier/ui';
import { useRef } from 'react';

/** One page holds every listed promotion (not ended, or ended within 7 days). */
export const PROMOTION_PAGE_SIZE = 100;

export function usePromotionList(categoryId: number | null) {
  const { isLoggedIn } = useSession();
  const input = { pageSize: PROMOTION_PAGE_SIZE, ...(categoryId !== null ? { categoryId } : {}) };
  const member = useMemberQuery('availablePromotions', isLoggedIn ? input : null);
  const visitor = useSiteQuery('merchantAvailablePromotions', isLoggedIn ? null : input);
  return isLoggedIn ? member : visitor;
}

const promotionQueries = ['availablePromotions', 'promotionClaimList', 'raffleStatus', 'bonusDetails'] as const;

/** A new id for each action; the same action again (a retry, a double click) keeps it. */
function useRequestIds() {
  const last = useRef<{ key: string; id: string } | undefined>(undefined);
  return {
    idFor(key: string): string {
      if (last.current?.key !== key) last.current = { key, id: crypto.randomUUID() };
      return last.current.id;
    },
    done() {
      last.current = undefined;
    },
  };
}

/** Join (deposit bonus, Zalo/WhatsApp bonus) or claim a raffle ticket; other kinds act on their detail page. */
export function usePromotionActions(onDone?: () => void) {
  const join = useMemberMutation('promotionJoin', { invalidates: promotionQueries, balance: true });
  const claim = useMemberMutation('raffleClaim', { invalidates: promotionQueries });
  const ids = useRequestIds();
  const isDirect = (promotion: Pick<PromotionSummary, 'kind'>, status: ActivityStatus) =>
    (status === 'join' && (promotion.kind === 'depositBonus' || promotion.kind === 'contactBonus')) ||
    (status === 'claim' && promotion.kind === 'raffle');
  async function act(promotion: Pick<PromotionSummary, 'id' | 'kind'>, status: ActivityStatus): Promise<void> {
    const promotionId = Number(promotion.id);
    const requestId = ids.idFor(`${status}:${promotion.id}`);
    if (promotion.kind === 'raffle') await claim.trigger({ promotionId, requestId });
    else await join.trigger({ promotionId, requestId });
    ids.done();
    onDone?.();
  }
  return { act, isDirect, isPending: join.isMutating || claim.isMutating };
}
