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
import { centreParams, useCentreNavigation } from '../centres/useCentreNavigation';
import { DEFAULT_AGENT_PAGE } from '../centres/registry';
import { afterLoginState, opensAgentCentre, type LoginMethod, type LoginOutcome } from './forcedChange';

export type { LoginMethod, LoginOutcome };

export function useAfterLogin(): (outcome: LoginOutcome, method: LoginMethod) => void {
  const { has } = useSiteConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { setAcPage } = useCentreNavigation();
  return useCallback(
    (outcome, method) => {
      const next = afterLoginState(outcome, method, has('PWDEXPFORCECHANGE3'));
      setSiteState(next);
      if (next.auth) return;
      // Member info follows the new token by itself (useMemberInfo is keyed by it).
      const back = params.get('redirect');
      // An agent login opens the agent centre on its default page (setAcPage), wherever the login takes the agent.
      const centre = opensAgentCentre(next, method) ? `${centreParams.agent}=${DEFAULT_AGENT_PAGE}` : '';
      const withCentre = (path: string) => (centre ? `${path}${path.includes('?') ? '&' : '?'}${centre}` : path);
      if (location.pathname.toLowerCase() === '/login') void navigate(withCentre(back && back.startsWith('/') && !back.startsWith('//') ? back : '/index'), { replace: true });
      else if (brand.loginedToHomePage) void navigate(withCentre('/index'));
      else if (centre) setAcPage();
    },
    [has, navigate, params, setAcPage],
  );
}
