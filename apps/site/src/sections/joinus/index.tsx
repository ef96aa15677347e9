/**
 * Join us (/join): the affiliate programme (the merchant's commission tiers, a public call) and the agent application
 * (one waits at a time; the operator approves it into an agent with the CLI). A visitor is asked to log in to apply.
 */
import { useMemberInfo, useMemberMutation, useSession, useSiteQuery } from '@croupier/data';
import { JoinScreen } from '@croupier/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errorText';
import { brand } from '../../brand';
import { submitErrorOf } from '../../centres/panels/centreErrors';
import { AGENT_MESSAGE_MAX, toAgentApplicationRequest, toJoinProgramme } from '../../engage/engageModel';
import { openAuth } from '../../state/siteStore';
import { EngageTexts } from '../../engage/EngageTexts';
import { SectionPage } from '../SectionPage';

function Page() {
  const { t } = useTranslation('site');
  const { isLoggedIn } = useSession();
  const info = useMemberInfo().data;
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
