/**
 * What happens after any successful login (SPEC §4): the first-login action, the forced password change (the weak
 * default, or an expired password with PWDEXPFORCECHANGE3 on; never after an SMS or phone-authentication login),
 * otherwise member info and the after-login modal; with `loginedToHomePage` the member is taken home. The first-login
 * welcome waits for a forced change (afterLoginState).
 */
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { brand } from '../brand';
import { useSiteConfig } from '../app/useSiteConfig';
import { setSiteState } from '../state/siteStore';
import { afterLoginState, type LoginMethod, type LoginOutcome } from './forcedChange';

export type { LoginMethod, LoginOutcome };

export function useAfterLogin(): (outcome: LoginOutcome, method: LoginMethod) => void {
  const { has } = useSiteConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(
    (outcome, method) => {
      const next = afterLoginState(outcome, method, has('PWDEXPFORCECHANGE3'));
      setSiteState(next);
      if (next.auth) return;
      // Member info follows the new token by itself (useMemberInfo is keyed by it).
      const back = params.get('redirect');
      if (location.pathname.toLowerCase() === '/login') void navigate(back && back.startsWith('/') && !back.startsWith('//') ? back : '/index', { replace: true });
      else if (brand.loginedToHomePage) void navigate('/index');
    },
    [has, navigate, params],
  );
}
