/**
 * Join us (/join): the affiliate programme (the merchant's commission tiers, a public call) and the agent application
 * (one waits at a time; the operator approves it into an agent with the CLI). A visitor is asked to log in to apply.
 * A signed-in agent sees its own affiliate links instead of the application (agentAffiliate: its code, a link per
 * domain, its registrations); only an agent asks for them.
 */
import { isAgentAccount } from '@croupier/contract';
import { useMemberInfo, useMemberMutation, useMemberQuery, useSession, useSiteQuery } from '@croupier/data';
import { JoinScreen } from '@croupier/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errorText';
import { brand } from '../../brand';
import { submitErrorOf } from '../../centres/panels/centreErrors';
import { AGENT_MESSAGE_MAX, toAgentApplicationRequest, toJoinAgent, toJoinProgramme } from '../../engage/engageModel';
import { openAuth } from '../../state/siteStore';
import { EngageTexts } from '../../engage/EngageTexts';
import { SectionPage } from '../SectionPage';

function Page() {
  const { t } = useTranslation('site');
  const { isLoggedIn, isAgent } = useSession();
  const info = useMemberInfo().data;
  const isAnAgent = isLoggedIn && isAgentAccount(info?.type ?? isAgent);
  const affiliate = useMemberQuery('agentAffiliate', isAnAgent ? undefined : null).data;
  const agent = useMemo(() => (isAnAgent && affiliate ? toJoinAgent(affiliate, window.location.origin) : undefined), [isAnAgent, affiliate]);
  const apply = useMemberMutation('agentApplication');
  const programmeQuery = useSiteQuery('affiliateProgramme');
  const programme = useMemo(() => (programmeQuery.data ? toJoinProgramme(programmeQuery.data) : null), [programmeQuery.data]);
  const error = programmeQuery.error;
  return (
    <SectionPage hasLead={false}>
      <JoinScreen
        // The page's h1 already names it.
        titleLevel={2}
        isTitleHidden
        currencySymbol={brand.currencySymbol}
        tiers={programme?.tiers ?? []}
        tierBasis={programme?.tierBasis}
        activeMemberMinDeposit={programme?.activeMemberMinDeposit}
        contacts={programme?.contacts}
        agent={agent}
        isLoading={!error && !programmeQuery.data}
        error={error ? errorText(t, error) : undefined}
        onRetry={() => void programmeQuery.mutate()}
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
