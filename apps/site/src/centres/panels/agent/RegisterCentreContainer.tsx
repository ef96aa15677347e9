/**
 * registerCenter: the agent's invitation code and link (invitationInfo, the link made absolute with the site's
 * origin) and the form that creates a member or agent under the agent (registerDownline).
 */
import { useMemberMutation, useMemberQuery } from '@croupier/data';
import { RegisterCentrePanel } from '@croupier/ui';
import { useTranslation } from 'react-i18next';
import { loadErrorText, submitErrorOf } from '../centreErrors';
import { absoluteLink, registerFailureOf, registerFieldOf, toRegisterRequest } from './agentModel';
import type { AgentPanelProps } from './agentPanelProps';

export default function RegisterCentreContainer({ title }: AgentPanelProps) {
  const { t } = useTranslation('site');
  const info = useMemberQuery('invitationInfo');
  const register = useMemberMutation('registerDownline', { invalidates: ['downlineList', 'teamOverview'] });
  return (
    <RegisterCentrePanel
      title={title}
      isTitleHidden
      isLoading={info.isLoading}
      error={info.error ? loadErrorText(t, info.error) : undefined}
      onRetry={() => void info.mutate()}
      inviteCode={info.data?.affiliateCode ?? ''}
      inviteLink={info.data ? absoluteLink(info.data.link, window.location.origin) : ''}
      onSubmit={async (values) => {
        try {
          const done = await register.trigger(toRegisterRequest(values));
          return { account: done.account };
        } catch (error) {
          throw registerFailureOf(submitErrorOf(t, error, registerFieldOf), error);
        }
      }}
    />
  );
}
