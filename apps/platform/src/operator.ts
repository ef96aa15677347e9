/**
 * Operator commands (what a back office would do), shared by the CLI (`pnpm platform <command>`) and the local
 * operator relay of a running platform (PGlite is single-process: while `pnpm start` holds the data folder, the CLI
 * asks the running server to run the command; see cli.ts).
 */
import { featureCodes, isFeatureCode, type FeatureNode } from '@croupier/contract';
import { and, count, desc, eq, gt, or } from 'drizzle-orm';
import type { Database } from './db';
import { gameVendors, members, merchantStatuses, merchants, outbox, sessions, type MerchantStatus } from './db/schema';
import { WalletError, credit, memberWallets, toMajor } from './services/wallet';
import { isRegionRule } from './services/geo';
import { DEMO_ACCOUNTS, seed } from './seed/seed';

export const USAGE = `Usage: pnpm platform <command>

  migrate                                     apply the SQL migrations in apps/platform/drizzle/
  seed                                        reset the database to the deterministic seed (deletes everything)
  status <merchant> normal|maintenance|restricted
  region <merchant> allow|deny <country-or-ip>   add a region rule (country code, IP or CIDR)
  region <merchant> clear                     remove every region rule
  flag <merchant> <modId> on|off              switch a feature of the whitelabel tree
  outbox [limit]                              SMS and e-mails sent, newest first (default 20)
  member <account> [merchant]                 show a member (no secrets)
  vendor <merchant> <vendor> maintenance|normal   put a game vendor under maintenance, or back (e.g. vendor default PG maintenance)
  vendor <merchant>                           list the vendors under maintenance
  credit <account> <amount> [merchant]        credit (or, negative, debit) a member's main wallet, major units (e.g. credit demo01 500.00)
  balance <account> [merchant]                show a member's wallets

<merchant> is a merchant code (CRP001, JADE01) or a brand id (default, jade).
The database is the one \`pnpm start\` uses: PGlite in .data/pglite, or DATA_DIR, or PostgreSQL with DATABASE_URL.`;

export class UsageError extends Error {}

type Out = (line: string) => void;

async function findMerchant(db: Database, name: string | undefined) {
  if (!name) throw new UsageError('missing <merchant>');
  const [merchant] = await db.select().from(merchants).where(or(eq(merchants.code, name), eq(merchants.brandId, name)));
  if (!merchant) throw new UsageError(`unknown merchant "${name}"`);
  return merchant;
}

function setFlag(nodes: FeatureNode[], modId: string, enabled: boolean): boolean {
  let found = false;
  for (const node of nodes) {
    if (node.modId === modId) {
      node.enabled = enabled;
      found = true;
    }
    if (node.children && setFlag(node.children, modId, enabled)) found = true;
  }
  return found;
}

const fmt = (d: Date | null | undefined) => (d ? d.toISOString().replace('T', ' ').slice(0, 19) : '-');

/** Runs one command; returns the exit code (2 for bad arguments). Nothing here prints secrets. */
export async function runCommand(db: Database, argv: readonly string[], out: Out, options: { now?: () => number } = {}): Promise<number> {
  const now = options.now ?? Date.now;
  const [command, ...args] = argv;
  try {
    switch (command) {
      case 'migrate':
        out('migrations applied');
        return 0;
      case 'seed': {
        await seed(db, { reset: true, now: new Date(now()) });
        out('seeded: merchants CRP001 (brand default) and JADE01 (brand jade); demo accounts:');
        for (const a of DEMO_ACCOUNTS) out(`  ${a.merchant}  ${a.account.padEnd(10)} ${a.password.padEnd(12)} type ${String(a.type).padEnd(3)} ${a.note}`);
        return 0;
      }
      case 'status': {
        const [name, status] = args;
        if (args.length !== 2 || !merchantStatuses.includes(status as MerchantStatus)) throw new UsageError('status <merchant> normal|maintenance|restricted');
        const merchant = await findMerchant(db, name);
        await db.update(merchants).set({ status: status as MerchantStatus }).where(eq(merchants.id, merchant.id));
        out(`${merchant.code}: status ${status} (system status ${status === 'normal' ? '0 for allowed regions' : status === 'maintenance' ? '1' : '2'})`);
        return 0;
      }
      case 'region': {
        const [name, action, entry] = args;
        const merchant = await findMerchant(db, name);
        if (action === 'clear' && args.length === 2) {
          await db.update(merchants).set({ regionAllow: [], regionDeny: [] }).where(eq(merchants.id, merchant.id));
          out(`${merchant.code}: region rules cleared`);
          return 0;
        }
        if ((action !== 'allow' && action !== 'deny') || args.length !== 3 || !entry || !isRegionRule(entry)) {
          throw new UsageError('region <merchant> allow|deny <country-or-ip> (a 2-letter country code, an IP or a CIDR), or region <merchant> clear');
        }
        const rule = /^[A-Za-z]{2}$/.test(entry) ? entry.toUpperCase() : entry;
        const allow = merchant.regionAllow.filter((r) => r !== rule);
        const deny = merchant.regionDeny.filter((r) => r !== rule);
        (action === 'allow' ? allow : deny).push(rule);
        await db.update(merchants).set({ regionAllow: allow, regionDeny: deny }).where(eq(merchants.id, merchant.id));
        out(`${merchant.code}: allow [${allow.join(', ')}] deny [${deny.join(', ')}]${allow.length ? ' (only allowed regions may visit)' : ''}`);
        return 0;
      }
      case 'flag': {
        const [name, modId, state] = args;
        if (args.length !== 3 || !modId || (state !== 'on' && state !== 'off')) throw new UsageError('flag <merchant> <modId> on|off');
        const merchant = await findMerchant(db, name);
        const tree = structuredClone(merchant.features);
        if (!setFlag(tree, modId, state === 'on')) {
          if (!isFeatureCode(modId)) throw new UsageError(`unknown modId "${modId}"; known: ${featureCodes.join(' ')}`);
          tree.push({ modId, enabled: state === 'on', children: [] });
        }
        await db.update(merchants).set({ features: tree }).where(eq(merchants.id, merchant.id));
        out(`${merchant.code}: ${modId} ${state}`);
        return 0;
      }
      case 'outbox': {
        const limit = args[0] === undefined ? 20 : Number(args[0]);
        if (!Number.isInteger(limit) || limit < 1 || limit > 1000 || args.length > 1) throw new UsageError('outbox [limit]');
        const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
        if (rows.length === 0) out('(the outbox is empty)');
        for (const row of rows) {
          out(`#${row.id}  ${fmt(row.createdAt)}  ${row.channel.padEnd(5)} to ${row.recipient}${row.subject ? `  "${row.subject}"` : ''}`);
          for (const line of row.body.split('\n')) out(`    ${line}`);
        }
        return 0;
      }
      case 'member': {
        const [account, merchantName] = args;
        if (!account || args.length > 2) throw new UsageError('member <account> [merchant]');
        const merchant = merchantName ? await findMerchant(db, merchantName) : null;
        const rows = await db
          .select({ member: members, merchantCode: merchants.code })
          .from(members)
          .innerJoin(merchants, eq(merchants.id, members.merchantId))
          .where(and(eq(members.account, account.toLowerCase()), merchant ? eq(members.merchantId, merchant.id) : undefined));
        if (rows.length === 0) {
          out(`no member "${account}"`);
          return 1;
        }
        for (const { member: m, merchantCode } of rows) {
          const [live] = await db.select({ n: count() }).from(sessions).where(and(eq(sessions.memberId, m.id), gt(sessions.expiresAt, new Date(now()))));
          const lines: [string, unknown][] = [
            ['merchant', merchantCode], ['account', m.account], ['id', m.id], ['type (isAgent)', m.type], ['nickname', m.nickname],
            ['mobile', m.mobile ? `+${m.countryDialingCode ?? ''} ${m.mobile}` : null], ['email', m.email], ['payee name', m.payeeName],
            ['google authenticator', m.totpSecret ? 'bound' : 'not bound'], ['avatar', `${m.avatar ?? '-'} (${m.avatarType})`],
            ['first login pending', m.firstLogin], ['must change password', m.mustChangePassword], ['password changed', fmt(m.passwordChangedAt)],
            ['failed logins', m.failedLogins], ['locked until', fmt(m.lockedUntil)], ['known IPs', m.knownIps.join(', ') || '-'],
            ['language', m.language], ['affiliate code', m.affiliateCode], ['upline id', m.uplineId], ['live sessions', live?.n ?? 0],
            ['created', fmt(m.createdAt)], ['last login', fmt(m.lastLoginAt)],
          ];
          for (const [label, value] of lines) out(`${label.padEnd(22)} ${value ?? '-'}`);
        }
        return 0;
      }
      case 'vendor': {
        const [name, vendorCode, state] = args;
        const merchant = await findMerchant(db, name);
        if (args.length === 1) {
          out(`${merchant.code}: under maintenance [${merchant.vendorMaintenance.join(', ')}]`);
          return 0;
        }
        if (args.length !== 3 || !vendorCode || (state !== 'maintenance' && state !== 'normal')) throw new UsageError('vendor <merchant> <vendor> maintenance|normal');
        const [vendor] = await db.select().from(gameVendors).where(eq(gameVendors.code, vendorCode.toUpperCase()));
        if (!vendor) {
          const known = (await db.select({ code: gameVendors.code }).from(gameVendors)).map((v) => v.code);
          throw new UsageError(`unknown vendor "${vendorCode}"; known: ${known.join(' ')}`);
        }
        const list = merchant.vendorMaintenance.filter((v) => v !== vendor.code);
        if (state === 'maintenance') list.push(vendor.code);
        await db.update(merchants).set({ vendorMaintenance: list }).where(eq(merchants.id, merchant.id));
        out(`${merchant.code}: ${vendor.code} (${vendor.name}) ${state}; under maintenance [${list.join(', ')}]`);
        return 0;
      }
      case 'credit':
      case 'balance': {
        const [account, third, fourth] = args;
        const amountText = command === 'credit' ? third : undefined;
        const merchantName = command === 'credit' ? fourth : third;
        const maxArgs = command === 'credit' ? 3 : 2;
        if (!account || args.length > maxArgs || (command === 'credit' && (!amountText || !/^-?\d{1,12}(\.\d{1,2})?$/.test(amountText) || Number(amountText) === 0))) {
          throw new UsageError(command === 'credit' ? 'credit <account> <amount> [merchant] (amount in major units, at most two decimals, not 0)' : 'balance <account> [merchant]');
        }
        const merchant = merchantName ? await findMerchant(db, merchantName) : null;
        const rows = await db
          .select({ id: members.id, merchantId: members.merchantId, account: members.account, merchantCode: merchants.code })
          .from(members)
          .innerJoin(merchants, eq(merchants.id, members.merchantId))
          .where(and(eq(members.account, account.toLowerCase()), merchant ? eq(members.merchantId, merchant.id) : undefined));
        if (rows.length === 0) {
          out(`no member "${account}"`);
          return 1;
        }
        if (rows.length > 1) throw new UsageError(`"${account}" exists at several merchants: name one`);
        const m = rows[0]!;
        if (command === 'credit') {
          const minor = Math.round(Number(amountText) * 100);
          try {
            const result = await credit(db, { merchantId: m.merchantId, memberId: m.id, amount: minor, at: new Date(now()), kind: 'credit' });
            out(`${m.merchantCode} ${m.account}: ${minor > 0 ? 'credited' : 'debited'} ${toMajor(Math.abs(minor)).toFixed(2)}; main wallet ${toMajor(result.balance).toFixed(2)}`);
          } catch (error) {
            if (error instanceof WalletError && error.code === 'insufficient_balance') {
              out(`${m.merchantCode} ${m.account}: refused, the main wallet would go below zero`);
              return 1;
            }
            throw error;
          }
          return 0;
        }
        const wallets = await memberWallets(db, m.merchantId, m.id);
        out(`${m.merchantCode} ${m.account}:`);
        if (wallets.length === 0) out('  (no wallet yet) 0.00');
        for (const w of wallets) out(`  ${w.kind.padEnd(16)} ${toMajor(Number(w.balance)).toFixed(2)}`);
        return 0;
      }
      default:
        throw new UsageError(command ? `unknown command "${command}"` : 'missing command');
    }
  } catch (error) {
    if (error instanceof UsageError) {
      out(`error: ${error.message}`);
      out('');
      out(USAGE);
      return 2;
    }
    throw error;
  }
}
