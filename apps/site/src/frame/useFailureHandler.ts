/**
 * The one place failed calls become what the user sees (ARCHITECTURE §2 error table): a forced re-login ends the
 * session and asks to log in; dialogs and alerts show the localized text. Calls whose modal shows its own error
 * (the account flows) are left to it.
 */
import type { EndpointKey } from '@croupier/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@croupier/data';
import { useToast } from '@croupier/ui';
import { onCallFailure } from '../app/services';
import { openAuth, showDialog } from '../state/siteStore';

/** Failures shown inside their own modal (SPEC §8 texts in place). */
export const inlineFailureEndpoints: ReadonlySet<EndpointKey> = new Set<EndpointKey>([
  'login',
  'loginVerification',
  'freePlayLogin',
  'loginSmsCode',
  'captcha',
  'sliderChallenge',
  'sliderCheck',
  'register',
  'registerByMobile',
  'registerSmsCode',
  'registerSmsCodeByUsername',
  'affiliateCheck',
  'changePassword',
  'forgotPasswordByEmail',
  'passwordResetSmsCode',
  'setPasswordByPhone',
  'customerServiceLink',
  'launchGame',
  'trialLaunch',
  'pvpLaunch',
  // The member centre's panels: records and the profile show their load failure in place, forms by their fields
  // (the vendors' names fall back to their codes). What a panel cannot show (the security overview, the latest
  // logins) is announced as everywhere else; the authenticator's secret fails inside its dialog, with a retry.
  'betRecords',
  'betVendors',
  'transactionRecords',
  'profitReport',
  'bonusDetails',
  'memberProfile',
  'memberProfileUpdate',
  'bindMobileCode',
  'bindMobile',
  'bindEmailCode',
  'bindEmail',
  'googleAuthStart',
  'googleAuthConfirm',
  'walletTransfer',
  // The inbox shows its load failure in its panel, with a retry: once, not again as a toast.
  'inbox',
  // The agent centre's panels show their load failures in place, with a retry, and the register form its refusal.
  'agentAnnouncements',
  'teamOverview',
  'invitationInfo',
  'registerDownline',
  'downlineList',
  'teamBetting',
  'teamProfitLoss',
  'myIncome',
  'downlineTransactions',
  // The contract pages: the lists fail in their panel; a request's refusal shows in the offer form or as a toast, and
  // a rate conflict opens the page's own warning (with the contracts it would dissolve), not the generic dialog.
  'dividendContract',
  'dailySalaryContract',
  'hourlySalaryContract',
  'realTimeSalaryContract',
  'contractRequest',
]);

export function useFailureHandler(): void {
  const { t } = useTranslation('site');
  const { toast } = useToast();
  const session = useSessionStore();
  useEffect(
    () =>
      onCallFailure((behaviour, error) => {
        if (behaviour.kind === 'forceRelogin') {
          // Once per session end: later failures of the same dead token are quiet.
          if (!session.isLoggedIn()) return;
          session.clearSession();
          showDialog({ kind: 'message', icon: 'warning', titleKey: 'site:session.endedTitle', bodyKey: behaviour.messageKey, onConfirm: () => openAuth({ kind: 'login' }) });
          return;
        }
        if (behaviour.kind === 'silent' || behaviour.kind === 'twoFactorRequired' || inlineFailureEndpoints.has(error.endpoint)) return;
        if (behaviour.kind === 'dialog' || behaviour.kind === 'domainUnavailable' || behaviour.kind === 'balanceTooLow' || behaviour.kind === 'vendorMaintenance') {
          if (error.code === 'trial_not_allowed') showDialog({ kind: 'needRealAccount' });
          else showDialog({ kind: 'message', icon: 'warning', titleKey: 'site:errorDialog.title', bodyKey: behaviour.messageKey });
          return;
        }
        toast({ tone: 'error', title: t(behaviour.messageKey) });
      }),
    [session, t, toast],
  );
}
