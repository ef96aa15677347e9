/** Member details: the info call (with the sum of the wallet balances), the icon and the avatar. */
import type { Database } from '../db';
import type { Member, Merchant } from '../db/schema';
import { clubLabel } from './vip';
import { memberWallets, toMajor } from './wallet';

export const avatarUrl = (member: Member) => member.avatar ?? '/avatars/1.svg';

export async function memberInfo(db: Database, merchant: Merchant, member: Member, language = 'EN') {
  const wallets = await memberWallets(db, merchant.id, member.id);
  return {
    account: member.account,
    id: member.id,
    nickname: member.nickname,
    type: member.type,
    toUpline: member.uplineId !== null,
    clubLabel: await clubLabel(db, merchant, member, language),
    memberLabel: [],
    sumBalance: toMajor(wallets.reduce((sum, row) => sum + Number(row.balance), 0)),
  };
}
