/**
 * VIP (/vip): the merchant's levels and their benefits, and for a member their level and the progress to the next
 * one over the period (as the platform's level job last computed it). A guest is offered the login.
 */
import { useMemberQuery, useOpenCustomerService, useSession, useSiteQuery } from '@croupier/data';
import { VipScreen } from '@croupier/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../brand';
import { errorText } from '../../app/errorText';
import { toRankProgress, toVipLevel } from '../../engage/engageModel';
import { openAuth } from '../../state/siteStore';
import { EngageTexts } from '../../engage/EngageTexts';
import { SectionPage } from '../SectionPage';

function Page() {
  const { t } = useTranslation('site');
  const { isLoggedIn } = useSession();
  const openCustomerService = useOpenCustomerService();
  const levelsQuery = useSiteQuery('vipLevels');
  const rankQuery = useMemberQuery('playerRankProgress');
  const levels = useMemo(() => (levelsQuery.data?.levels ?? []).map(toVipLevel), [levelsQuery.data]);
  const progress = rankQuery.data ? toRankProgress(rankQuery.data) : null;
  const error = levelsQuery.error ?? (isLoggedIn ? rankQuery.error : undefined);
  return (
    <SectionPage>
      <VipScreen
        // The page's h1 already names it.
        titleLevel={2}
        isTitleHidden
        currencySymbol={brand.currencySymbol}
        levels={levels}
        progress={progress}
        isLoggedIn={isLoggedIn}
        onLogin={() => openAuth({ kind: 'login' })}
        onVipService={() => void openCustomerService()}
        isLoading={!error && (!levelsQuery.data || (isLoggedIn && !rankQuery.data))}
        error={error ? errorText(t, error) : undefined}
        onRetry={() => {
          void levelsQuery.mutate();
          void rankQuery.mutate();
        }}
      />
    </SectionPage>
  );
}

export function Component() {
  return (
    <EngageTexts fallback={<SectionPage />}>
      <Page />
    </EngageTexts>
  );
}
