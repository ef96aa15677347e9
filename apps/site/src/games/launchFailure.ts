/**
 * A refused launch, read into what the member sees (SPEC §8): the maintenance dialog with other popular games, the
 * balance dialog that leads to a deposit, the need-a-true-account warning, or the failure's own message. Pure: no zod,
 * so the lobby chunks stay off the HTTP client's schemas.
 */
import type { Game } from '@croupier/contract';
import { errorInfo } from '@croupier/contract';

export type LaunchFailure =
  | { kind: 'maintenance'; alternatives: Game[] }
  | { kind: 'balance'; balance?: number; minimum?: number }
  | { kind: 'needRealAccount' }
  /** The session ended: the site's failure handler already asks to log in again. */
  | { kind: 'handled' }
  | { kind: 'message'; messageKey: string };

interface FailureLike {
  code?: unknown;
  kind?: unknown;
  status?: unknown;
  value?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The alternatives of a `vendor_under_maintenance` answer (`value.alternativeGames`, or a bare list): games only. */
export function alternativesOf(value: unknown): Game[] {
  const list = Array.isArray(value) ? value : isRecord(value) ? (value.alternativeGames ?? value.games ?? value.list) : undefined;
  if (!Array.isArray(list)) return [];
  return list.filter((item): item is Game => isRecord(item) && typeof item.vassalage === 'string' && item.vassalage !== '');
}

const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

export function launchFailureOf(error: unknown): LaunchFailure {
  const failure: FailureLike = isRecord(error) ? error : {};
  const code = typeof failure.code === 'string' ? failure.code : 'unknown_error';
  if (failure.kind === 'aborted') return { kind: 'handled' };
  if (failure.status === 401 || errorInfo(code).behaviour === 'forceRelogin') return { kind: 'handled' };
  switch (code) {
    case 'vendor_under_maintenance':
      return { kind: 'maintenance', alternatives: alternativesOf(failure.value) };
    case 'launch_game_balance_not_enough': {
      const value = isRecord(failure.value) ? failure.value : {};
      const balance = numberOf(value.balance);
      const minimum = numberOf(value.minimum);
      return { kind: 'balance', ...(balance === undefined ? {} : { balance }), ...(minimum === undefined ? {} : { minimum }) };
    }
    case 'trial_not_allowed':
      return { kind: 'needRealAccount' };
    default:
      if (failure.kind === 'timeout') return { kind: 'message', messageKey: errorInfo('gateway_timeout').messageKey };
      if (failure.kind === 'network') return { kind: 'message', messageKey: errorInfo('network_error').messageKey };
      return { kind: 'message', messageKey: errorInfo(code).messageKey };
  }
}
