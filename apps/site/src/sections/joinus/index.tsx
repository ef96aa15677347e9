/**
 * Join us (/join): the affiliate programme and the agent application (one waits at a time; the operator approves it
 * into an agent with the CLI). A visitor is asked to log in before applying.
 */
import { useMemberInfo, useMemberMutation, useSession } from '@croupier/data';
import { JoinScreen } from '@croupier/ui';
import { useTranslation } from 'react-i18next';
import { brand } from '../../brand';
import { submitErrorOf } from '../../centres/panels/centreErrors';
import { AGENT_MESSAGE_MAX, toAgentApplicationRequest } from '../../engage/engageModel';
import { openAuth } from '../../state/siteStore';
import { EngageTexts } from '../../engage/EngageTexts';
import { SectionPage } from '../SectionPage';

function Page() {
  const { t } = useTranslation('site');
  const { isLoggedIn } = useSession();
  const info = useMemberInfo().data;
  const apply = useMemberMutation('agentApplication');
  return (
    <SectionPage hasLead={false}>
      <JoinScreen
        titleLevel={2}
        currencySymbol={brand.currencySymbol}
        // The platform publishes no commission tiers yet: the programme is agreed with the affiliate team.
        tiers={[]}
        // The note carries the name and the audience too, within the call's length.
        messageMaxLength={AGENT_MESSAGE_MAX - 40}
        defaultValues={info?.account ? { name: info.account } : undefined}
        onApply={async (application) => {
          if (!isLoggedIn) {
            openAuth({ kind: 'login' });
            throw { message: t('engagePages.joinLoginFirst') };
          }
          await apply
            .trigger(toAgentApplicationRequest(application, t(`loyalty:join.channels.${application.channel}`)))
            .catch((error: unknown) => {
              throw submitErrorOf(t, error);
            });
        }}
      />
    </SectionPage>
  );
}

export function Component() {
  return (
    <EngageTexts fallback={<SectionPage hasLead={false} />}>
      <Page />
    </EngageTexts>
  );
}
