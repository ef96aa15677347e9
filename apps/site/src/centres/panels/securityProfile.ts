/**
 * The platform's member profile as the kit's security centre shows and edits it: the real name is the payee name;
 * nationality and source of income travel as the contract's codes both ways (the kit names them in the member's
 * language). A save sends only the fields the member changed (an emptied field clears it).
 */
import type { MemberProfile, ProfileUpdateRequest, ResponseOf } from '@croupier/contract';
import {
  profileFields,
  type AvatarChoice,
  type ContactKind,
  type ProfileField,
  type ProfileValues,
  type RecentLogin,
  type SecurityProfile,
} from '@croupier/ui';

const requestFieldOf: Record<ProfileField, keyof ProfileUpdateRequest> = {
  nickname: 'nickname',
  realName: 'payeeName',
  birthday: 'birthday',
  telegram: 'telegram',
  zalo: 'zalo',
  address: 'address',
  nationality: 'nationality',
  occupation: 'occupation',
  sourceOfIncome: 'sourceOfIncome',
};

/** The panel's field of a request field (issues of the platform name the request's). */
export function profileFieldOf(requestField: string): ProfileField | undefined {
  return profileFields.find((field) => requestFieldOf[field] === requestField);
}

/** The panel's field of a bind request's field (`currentCode`: the code sent to the contact bound now). */
export const contactFieldOf = (kind: ContactKind) => (requestField: string) =>
  requestField === 'code' || requestField === 'currentCode' ? requestField : kind;

const text = (value: string | null) => value ?? '';

export function toSecurityProfile(profile: MemberProfile): SecurityProfile {
  return {
    account: profile.account,
    nickname: text(profile.nickname),
    realName: text(profile.payeeName),
    birthday: text(profile.birthday),
    telegram: text(profile.telegram),
    zalo: text(profile.zalo),
    address: text(profile.address),
    nationality: text(profile.nationality),
    occupation: text(profile.occupation),
    sourceOfIncome: text(profile.sourceOfIncome),
    // Platform paths (/avatars/N.svg) are served beside the site, as the lobby's art is.
    avatar: profile.avatar,
    avatarType: profile.avatarType,
    email: profile.email,
    mobile: profile.mobileNum,
  };
}

/**
 * The avatars the member may choose (PROFPIC3; none when it is off). The platform stores only its own pictures
 * (avatarType STATIC): the contract has no upload of a CUSTOM one, so the chooser offers these alone.
 */
export function avatarChoicesOf(profile: MemberProfile): AvatarChoice[] {
  return profile.avatars.map((path) => ({ id: path, src: path }));
}

/** The fields the member changed, as the platform takes them (only those, an emptied one as null). */
export function profileChanges(before: SecurityProfile, values: ProfileValues): ProfileUpdateRequest {
  const changes: Record<string, string | null> = {};
  for (const field of profileFields) {
    const value = values[field].trim();
    if (value === (before[field] ?? '')) continue;
    changes[requestFieldOf[field]] = value === '' ? null : value;
  }
  // A nationality or income code off the contract's lists is refused by the platform at its field.
  return changes as ProfileUpdateRequest;
}

type LoginEntry = ResponseOf<'loginHistory'>['list'][number];

/** Where the platform knows no country it says ZZ. */
const UNKNOWN_COUNTRY = 'ZZ';
const DEVICE_SEPARATOR = ' · ';

export function toRecentLogin(entry: LoginEntry, index: number, countryName: (code: string) => string): RecentLogin {
  const device = [entry.browser, entry.os].filter(Boolean).join(DEVICE_SEPARATOR);
  return {
    id: `${entry.at}-${index}`,
    time: entry.at,
    ip: entry.ip,
    ...(entry.country && entry.country !== UNKNOWN_COUNTRY ? { country: countryName(entry.country) } : {}),
    ...(device ? { device } : {}),
  };
}
