/**
 * Operator commands of the agent contracts (operator.ts dispatches `contract ...` here): list a merchant's contracts,
 * offer a top-level agent the merchant's contract, decide on a contract the merchant offered (a termination the agent
 * asked for), and run the settlement now, optionally as of another time (a test clock: periods ended by then settle).
 */
import { contractTypes, dividendPeriods, type ContractType, type DividendPeriod } from '@croupier/contract';
import type { Database } from './db';
import type { Merchant } from './db/schema';
import { ApiFailure } from './failure';
import { decideContract, offerContract, operatorContracts, settleDueContracts } from './services/agentContracts';

type Out = (line: string) => void;

export class ContractUsageError extends Error {}

export const CONTRACT_USAGE = `  contract list <merchant> [type]              the merchant's agent contracts (types: ${contractTypes.join(', ')})
  contract offer <merchant> <agent> <type> <rate> [period]
                                              offer a top-level agent (no upline) the merchant's contract at <rate>
                                              percent (dividend periods: ${dividendPeriods.join(', ')}); the agent
                                              accepts or refuses it in the agent centre
  contract agree|reject <merchant> <id>       agree to or reject the termination an agent asked of a merchant contract
  contract settle [--at <ISO time>]           settle every contract period that has ended now (or by <time>: a test
                                              clock) instead of waiting for the job (once a minute)`;

const rateOf = (text: string | undefined): number | null =>
  text && /^\d{1,3}(\.\d{1,2})?$/.test(text) && Number(text) > 0 && Number(text) <= 100 ? Number(text) : null;

export async function contractCommand(
  db: Database,
  args: readonly string[],
  out: Out,
  now: () => number,
  findMerchant: (name: string | undefined) => Promise<Merchant | undefined>,
): Promise<number> {
  const [action, ...rest] = args;
  const merchantOf = async (name: string | undefined): Promise<Merchant | null> => {
    const merchant = await findMerchant(name);
    if (!merchant) out(`no merchant "${name ?? ''}"`);
    return merchant ?? null;
  };
  try {
    switch (action) {
      case 'list': {
        if (rest.length < 1 || rest.length > 2 || (rest[1] && !contractTypes.includes(rest[1] as ContractType)))
          throw new ContractUsageError('contract list <merchant> [type]');
        const merchant = await merchantOf(rest[0]);
        if (!merchant) return 1;
        const rows = await operatorContracts(db, merchant, rest[1] as ContractType | undefined);
        if (rows.length === 0) out('(no contracts)');
        for (const r of rows)
          out(
            `#${String(r.id).padEnd(5)} ${r.type.padEnd(9)} ${r.status.padEnd(12)} ${(r.upline ?? '(merchant)').padEnd(12)} -> ${r.downline.padEnd(12)} ${r.rate.toFixed(2).padStart(6)} % ${r.period.padEnd(12)} signed ${r.signedAt?.toISOString() ?? '-'} ended ${r.endedAt?.toISOString() ?? '-'}`,
          );
        return 0;
      }
      case 'offer': {
        const usage = `contract offer <merchant> <agent> <type> <rate> [period] (type: ${contractTypes.join('|')}; rate: percent, two decimals at most)`;
        const [name, agent, type, rateText, period] = rest;
        const rate = rateOf(rateText);
        if (rest.length < 4 || rest.length > 5 || !agent || !contractTypes.includes(type as ContractType) || rate === null)
          throw new ContractUsageError(usage);
        if (period !== undefined && (type !== 'dividend' || !dividendPeriods.includes(period as DividendPeriod)))
          throw new ContractUsageError(`${usage}; a period only for dividends: ${dividendPeriods.join('|')}`);
        const merchant = await merchantOf(name);
        if (!merchant) return 1;
        const row = await offerContract(db, {
          merchant,
          upline: null,
          downlineAccount: agent,
          type: type as ContractType,
          rate,
          period: period as DividendPeriod | undefined,
          acknowledgeConflict: true,
          at: new Date(now()),
        });
        out(`offered contract #${row.id}: ${row.type} at ${(row.rateBp / 100).toFixed(2)} % (${row.period}) to ${agent}; waiting for the agent to accept`);
        return 0;
      }
      case 'agree':
      case 'reject': {
        const id = rest[1] && /^\d{1,9}$/.test(rest[1]) ? Number(rest[1]) : null;
        if (rest.length !== 2 || id === null) throw new ContractUsageError(`contract ${action} <merchant> <id>`);
        const merchant = await merchantOf(rest[0]);
        if (!merchant) return 1;
        const row = await decideContract(db, {
          merchant,
          actor: null,
          contractId: id,
          action: action === 'agree' ? 'agreeTermination' : 'rejectTermination',
          acknowledgeConflict: true,
          at: new Date(now()),
        });
        out(`contract #${row.id}: ${row.status}`);
        return 0;
      }
      case 'settle': {
        let at = new Date(now());
        if (rest.length === 2 && rest[0] === '--at') {
          at = new Date(rest[1] ?? '');
          if (Number.isNaN(at.getTime())) throw new ContractUsageError('contract settle [--at <ISO time, e.g. 2026-11-27T00:05:00Z>]');
        } else if (rest.length !== 0) throw new ContractUsageError('contract settle [--at <ISO time>]');
        const settled = await settleDueContracts(db, at);
        out(`settled ${settled} contract period(s) ended by ${at.toISOString()}`);
        return 0;
      }
      default:
        throw new ContractUsageError(CONTRACT_USAGE.trim());
    }
  } catch (error) {
    if (error instanceof ApiFailure) {
      const issues = (error.value as { issues?: { path: unknown[]; message: string }[] } | undefined)?.issues;
      out(`refused: ${error.code}${issues ? ` (${issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')})` : ''}${error.code === 'validation_failed' ? '' : ` ${error.message}`}`);
      return 1;
    }
    throw error;
  }
}
