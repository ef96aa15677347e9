import { useRef } from 'react';
import { useSWRConfig } from 'swr';
import type { SWRMutationConfiguration } from 'swr/mutation';
import type { ApiError } from '../../client/ApiError';
import { useEndpointMutation, type EndpointMutation } from '../shared/useEndpointMutation';
import { placeLotteryBet, type LotteryBetResult, type LotteryBetSlip } from './fetchers';
import { lotteryKeys, lotteryKeysStaleAfterBet } from './keys';

type Key = typeof lotteryKeys.bet;

/** The slip's identity: what it places (the order of its selections included, as the platform stores them). */
const slipIdentity = (slip: LotteryBetSlip) =>
  JSON.stringify([slip.gameCode, slip.periodNo, slip.playType, slip.selections, slip.unitStake, slip.multiplier]);

const newRequestId = () => globalThis.crypto.randomUUID();

/**
 * Places a bet slip. Each slip gets one idempotency key (`requestId`): a retry of the same slip, or a second click
 * while the first is on its way, sends the same key, so the platform places it once; a changed slip, or any slip
 * after a success, gets a new one. On success the balance, the member's bets and recent games are revalidated.
 */
export function usePlaceLotteryBet(
  config?: SWRMutationConfiguration<LotteryBetResult, ApiError, Key, LotteryBetSlip>,
): EndpointMutation<LotteryBetResult, LotteryBetSlip, Key> {
  const { mutate } = useSWRConfig();
  const pending = useRef<{ identity: string; requestId: string } | null>(null);
  return useEndpointMutation(
    lotteryKeys.bet,
    async (client, slip: LotteryBetSlip) => {
      const identity = slipIdentity(slip);
      if (pending.current?.identity !== identity) pending.current = { identity, requestId: newRequestId() };
      const attempt = pending.current;
      const result = await placeLotteryBet(client, { ...slip, requestId: attempt.requestId });
      // Placed: the next slip, even an identical one, is a new bet.
      if (pending.current === attempt) pending.current = null;
      await mutate(
        (key) =>
          Array.isArray(key) &&
          ((key[0] === 'wallet' && key[1] === 'balance') || (key[0] === 'lottery' && lotteryKeysStaleAfterBet.includes(key[1] as string))),
      );
      return result;
    },
    config,
  );
}
