import { forwardRef, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../feedback/Skeleton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { bones, LiveRegion, Panel, PanelAlert, PanelError } from '../shared/PanelParts';
import { SectionRoot } from '../shared/PanelParts.styles';
import { defaultPaymentPasswordRule } from '../shared/validation';
import { securityChecklistOf } from './securityLevel';
import type { SecurityCenterPanelProps, SecurityItem } from './SecurityCenterPanel.types';
import { ContactDialog, GoogleAuthenticatorDialog, PaymentPasswordDialog } from './SecurityDialogs';
import { ProfileSection } from './SecurityProfile';
import { RecentLogins } from './SecurityRecentLogins';
import { SecurityStatus } from './SecurityStatus';

type Notice =
  'profileSaved' | 'avatarSaved' | 'mobileBound' | 'emailBound' | 'paymentPasswordSaved' | 'googleAuthenticatorBound';

const noBindings = { hasPaymentPassword: false, hasGoogleAuthenticator: false };

/**
 * The member centre's "my account" page (securityCenter): the profile card and its edit form, the security level
 * with what to do next, binding the mobile number and e-mail with a code, the payment password (PAYMENTPASS3),
 * Google Authenticator (BINDGA3), the avatar (PROFPIC3, the platform's own pictures) and the latest logins. Changing
 * a bound mobile number or e-mail takes two codes: one sent to the bound contact, then one to the new. The level the
 * meter shows is the platform's. Pure: everything arrives as props, every change leaves
 * through a callback returning a promise; a rejection shows its localized message by the field it concerns.
 */
export const SecurityCenterPanel = forwardRef<HTMLDivElement, SecurityCenterPanelProps>(function SecurityCenterPanel(
  {
    profile,
    bindings = noBindings,
    error,
    onRetry,
    onSaveProfile,
    lockedFields = [],
    avatarChoices = [],
    onChooseAvatar,
    securityLevel,
    countries = [],
    defaultCountryCode,
    onSendCode,
    onBind,
    paymentPasswordEnabled = false,
    paymentPasswordRule = defaultPaymentPasswordRule,
    onSetPaymentPassword,
    googleAuthenticatorEnabled = false,
    googleAuthenticatorUri,
    onOpenGoogleAuthenticator,
    googleAuthenticatorError,
    onBindGoogleAuthenticator,
    onChangePassword,
    recentLogins,
    timeZone,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('centre');
  const [dialog, setDialog] = useState<SecurityItem | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const checklist = useMemo(
    () =>
      securityChecklistOf({
        hasMobile: Boolean(profile?.mobile),
        hasEmail: Boolean(profile?.email),
        hasPaymentPassword: bindings.hasPaymentPassword,
        hasGoogleAuthenticator: bindings.hasGoogleAuthenticator,
        paymentPasswordEnabled,
        googleAuthenticatorEnabled,
      }),
    [profile?.mobile, profile?.email, bindings, paymentPasswordEnabled, googleAuthenticatorEnabled],
  );

  const actionable = useMemo(() => {
    const set = new Set<SecurityItem>();
    if (onChangePassword) set.add('password');
    if (onSendCode && onBind) {
      set.add('mobile');
      set.add('email');
    }
    if (paymentPasswordEnabled && onSetPaymentPassword) set.add('paymentPassword');
    if (googleAuthenticatorEnabled && onBindGoogleAuthenticator && !bindings.hasGoogleAuthenticator)
      set.add('googleAuthenticator');
    return set;
  }, [
    onChangePassword,
    onSendCode,
    onBind,
    paymentPasswordEnabled,
    onSetPaymentPassword,
    googleAuthenticatorEnabled,
    onBindGoogleAuthenticator,
    bindings,
  ]);

  if (!profile) {
    if (error !== undefined && error !== null) {
      return (
        <Panel ref={ref} data-component="SecurityCenterPanel" data-state="error" {...rest}>
          <PanelError onRetry={onRetry} />
        </Panel>
      );
    }
    return (
      <Panel ref={ref} data-component="SecurityCenterPanel" data-state="loading" aria-busy {...rest}>
        <VisuallyHidden role="status">{t('states.loading')}</VisuallyHidden>
        <SectionRoot data-part="ProfileSkeleton">
          <Skeleton {...bones.circle} width={64} height={64} />
          <Skeleton {...bones.text} lines={4} />
        </SectionRoot>
        <SectionRoot data-part="SecuritySkeleton">
          <Skeleton {...bones.text} width="40%" />
          <Skeleton {...bones.rect} height={8} />
          <Skeleton {...bones.text} lines={3} />
        </SectionRoot>
      </Panel>
    );
  }

  const statusOf = (item: SecurityItem, isDone: boolean): string => {
    if (item === 'mobile') return profile.mobile || t('security.status.notBound');
    if (item === 'email') return profile.email || t('security.status.notBound');
    if (item === 'googleAuthenticator') return t(isDone ? 'security.status.bound' : 'security.status.notBound');
    return t(isDone ? 'security.status.set' : 'security.status.notSet');
  };

  const open = (item: SecurityItem) => {
    setNotice(null);
    if (item === 'password') onChangePassword?.();
    else setDialog(item);
  };
  const done = (next: Notice) => {
    setDialog(null);
    setNotice(next);
  };
  const close = () => setDialog(null);
  const onProfileSaved = () => setNotice('profileSaved');
  const onAvatarSaved = () => setNotice('avatarSaved');
  const onContactBound = () => done(dialog === 'mobile' ? 'mobileBound' : 'emailBound');
  const onPaymentPasswordSaved = () => done('paymentPasswordSaved');
  const onGoogleAuthenticatorBound = () => done('googleAuthenticatorBound');

  return (
    <Panel ref={ref} data-component="SecurityCenterPanel" data-state="ready" {...rest}>
      <LiveRegion data-part="Notice">
        {notice ? <PanelAlert tone="success">{t(`notices.${notice}`)}</PanelAlert> : null}
      </LiveRegion>
      <ProfileSection
        profile={profile}
        lockedFields={lockedFields}
        onSaveProfile={onSaveProfile}
        onSaved={onProfileSaved}
        avatarChoices={avatarChoices}
        onChooseAvatar={onChooseAvatar}
        onAvatarSaved={onAvatarSaved}
        onBeforeChange={() => setNotice(null)}
      />
      <SecurityStatus
        level={securityLevel}
        checklist={checklist}
        statusOf={statusOf}
        actionable={actionable}
        onAction={open}
      />
      <RecentLogins logins={recentLogins} timeZone={timeZone} />

      {(dialog === 'mobile' || dialog === 'email') && onSendCode && onBind ? (
        <ContactDialog
          kind={dialog}
          current={dialog === 'mobile' ? profile.mobile : profile.email}
          countries={countries}
          defaultCountryCode={defaultCountryCode}
          onSendCode={onSendCode}
          onBind={onBind}
          onClose={close}
          onDone={onContactBound}
        />
      ) : null}
      {dialog === 'paymentPassword' && onSetPaymentPassword ? (
        <PaymentPasswordDialog
          hasPassword={bindings.hasPaymentPassword}
          rule={paymentPasswordRule}
          onSetPaymentPassword={onSetPaymentPassword}
          onClose={close}
          onDone={onPaymentPasswordSaved}
        />
      ) : null}
      {dialog === 'googleAuthenticator' && onBindGoogleAuthenticator ? (
        <GoogleAuthenticatorDialog
          uri={googleAuthenticatorUri}
          error={googleAuthenticatorError}
          onOpen={onOpenGoogleAuthenticator}
          onBind={onBindGoogleAuthenticator}
          onClose={close}
          onDone={onGoogleAuthenticatorBound}
        />
      ) : null}
    </Panel>
  );
});
