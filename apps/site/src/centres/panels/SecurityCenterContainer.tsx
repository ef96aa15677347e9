/**
 * securityCenter ("my account"): the profile and its edit form, the avatar (PROFPIC3: one of the platform's pictures),
 * binding the mobile number and the e-mail with a code (changing a bound one also takes a code sent to it, ADR 0008),
 * Google Authenticator (BINDGA3), the payment password (PAYMENTPASS3: set with the login password, changed with the
 * current one), the login password (the site's change-password modal), the platform's security level and the latest
 * logins.
 */
import { STATIC_AVATARS } from '@croupier/contract';
import { useCountries, useMemberMutation, useMemberQuery } from '@croupier/data';
import { SecurityCenterPanel, type ProfileField } from '@croupier/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../app/useSiteConfig';
import { openAuth } from '../../state/siteStore';
import { loadErrorText, submitErrorOf } from './centreErrors';
import {
  avatarChoicesOf,
  contactFieldOf,
  profileChanges,
  profileFieldOf,
  toRecentLogin,
  toSecurityProfile,
} from './securityProfile';

/** The avatar chooser has one field: whatever the platform says of the profile is about it. */
const avatarFieldOf = () => 'avatar';

/** The payment password dialog's field of a set or change request's field. */
function paymentPasswordFieldOf(requestField: string): string | undefined {
  if (requestField === 'loginPassword' || requestField === 'oldPaymentPassword') return 'currentPassword';
  if (requestField === 'paymentPassword' || requestField === 'newPaymentPassword') return 'newPassword';
  if (requestField === 'confirmPaymentPassword' || requestField === 'confirmNewPaymentPassword')
    return 'confirmPassword';
  return undefined;
}

/** A login's country in the member's language. */
function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const regions = new Intl.DisplayNames([i18n.language], { type: 'region', fallback: 'code' });
    return (code) => regions.of(code) ?? code;
  }, [i18n.language]);
}

export default function SecurityCenterContainer() {
  const { t } = useTranslation('site');
  const { t: errorsT } = useTranslation('errors');
  const { has } = useSiteConfig();
  const countryName = useCountryName();
  const profileQuery = useMemberQuery('memberProfile');
  const overview = useMemberQuery('securityOverview').data;
  const config = useMemberQuery('securityConfig').data;
  const logins = useMemberQuery('loginHistory').data;
  const countries = useCountries().data ?? [];
  const changed = { invalidates: ['memberProfile', 'securityOverview'] } as const;
  const updateProfile = useMemberMutation('memberProfileUpdate', changed);
  const mobileCode = useMemberMutation('bindMobileCode');
  const bindMobile = useMemberMutation('bindMobile', changed);
  const emailCode = useMemberMutation('bindEmailCode');
  const bindEmail = useMemberMutation('bindEmail', changed);
  const gaStart = useMemberMutation('googleAuthStart');
  const gaConfirm = useMemberMutation('googleAuthConfirm', changed);
  const passwordChanged = { invalidates: ['securityConfig', 'withdrawalInfo'] } as const;
  const paymentSet = useMemberMutation('paymentPasswordSet', passwordChanged);
  const paymentChange = useMemberMutation('paymentPasswordChange', passwordChanged);
  const hasPaymentPassword = config?.paymentPasswordSet ?? false;
  const [gaUri, setGaUri] = useState<string>();
  const [gaError, setGaError] = useState<string>();

  const data = profileQuery.data;
  const profile = useMemo(() => (data ? toSecurityProfile(data) : undefined), [data]);
  const avatarChoices = useMemo(() => (data ? avatarChoicesOf(data) : []), [data]);
  const lockedFields: ProfileField[] = [
    ...(data?.payeeNameLocked ? (['realName'] as const) : []),
    ...(data?.birthdayLocked || !has('BIRTHDAY3') ? (['birthday'] as const) : []),
  ];
  const rejectWith = (fieldOf?: (name: string) => string | undefined) => (error: unknown) => {
    throw submitErrorOf(t, error, fieldOf);
  };

  return (
    <SecurityCenterPanel
      profile={profile}
      bindings={{ hasPaymentPassword, hasGoogleAuthenticator: overview?.googleAuthBound ?? false }}
      error={profileQuery.error}
      onRetry={() => void profileQuery.mutate()}
      lockedFields={lockedFields}
      onSaveProfile={async (values) => {
        if (!profile) return;
        const changes = profileChanges(profile, values);
        if (Object.keys(changes).length === 0) return;
        await updateProfile.trigger(changes).catch(rejectWith(profileFieldOf));
      }}
      avatarChoices={avatarChoices}
      onChooseAvatar={async (id) => {
        const avatar = STATIC_AVATARS.find((known) => known === id);
        if (!avatar) return;
        await updateProfile.trigger({ avatar }).catch(rejectWith(avatarFieldOf));
      }}
      securityLevel={overview?.level}
      countries={countries}
      defaultCountryCode={countries[0]?.countryCode}
      onSendCode={async ({ kind, value, countryDialingCode, current }) => {
        // `current`: the code goes to the contact bound now, the first step of changing it.
        const sent =
          kind === 'mobile'
            ? mobileCode.trigger(
                current
                  ? { current: true }
                  : { mobileNum: value, ...(countryDialingCode ? { countryDialingCode } : {}) },
              )
            : emailCode.trigger(current ? { current: true } : { email: value });
        const { expiredMinutes } = await sent.catch(rejectWith(contactFieldOf(kind)));
        return { expiredMinutes };
      }}
      onBind={async ({ kind, value, code, currentCode, countryDialingCode }) => {
        const proof = currentCode ? { currentCode } : {};
        const bound =
          kind === 'mobile'
            ? bindMobile.trigger({
                mobileNum: value,
                code,
                ...proof,
                ...(countryDialingCode ? { countryDialingCode } : {}),
              })
            : bindEmail.trigger({ email: value, code, ...proof });
        await bound.catch(rejectWith(contactFieldOf(kind)));
      }}
      paymentPasswordEnabled={has('PAYMENTPASS3') && config !== undefined}
      onSetPaymentPassword={async ({ currentPassword, newPassword }) => {
        const done = hasPaymentPassword
          ? paymentChange
              .trigger({
                oldPaymentPassword: currentPassword,
                newPaymentPassword: newPassword,
                confirmNewPaymentPassword: newPassword,
              })
              .catch(rejectWith(paymentPasswordFieldOf))
          : paymentSet
              .trigger({
                loginPassword: currentPassword,
                paymentPassword: newPassword,
                confirmPaymentPassword: newPassword,
              })
              .catch(rejectWith(paymentPasswordFieldOf));
        await done;
      }}
      googleAuthenticatorEnabled={has('BINDGA3')}
      googleAuthenticatorUri={gaUri}
      googleAuthenticatorError={gaError}
      onOpenGoogleAuthenticator={() => {
        setGaUri(undefined);
        setGaError(undefined);
        // A failure shows in the dialog, with a retry that starts again (not as a toast beside a blank dialog).
        gaStart.trigger().then(
          (started) => setGaUri(started.otpauthUrl),
          (error: unknown) => setGaError(loadErrorText(errorsT, error)),
        );
      }}
      onBindGoogleAuthenticator={async (code) => {
        await gaConfirm.trigger({ code }).catch(rejectWith());
      }}
      onChangePassword={() => openAuth({ kind: 'changePassword' })}
      recentLogins={logins?.list.map((entry, index) => toRecentLogin(entry, index, countryName))}
    />
  );
}
