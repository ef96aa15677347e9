/**
 * A promotion (/promoDetail?id=<promotion id>): its content (sanitized by the platform and again by the kit's
 * RichText), its status and the action its kind takes: join (deposit bonus, Zalo/WhatsApp bonus), the sign-up request
 * form (a comment and up to 3 images, multipart), or a raffle ticket and the draw. The detail call carries no session,
 * so a member's status comes from their list and their entry from their claims, as the platform computed them.
 * A visitor's action asks them to log in.
 */
import { useMemberMutation, useMemberQuery, useSession, useSiteQuery } from '@croupier/data';
import { PromotionDetail, PromotionSignUpForm, RafflePanel } from '@croupier/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { brand } from '../../brand';
import { errorText } from '../../app/errorText';
import { submitErrorOf } from '../../centres/panels/centreErrors';
import { entryOf, promotionIdOf, toPromotionDetail, toRaffleStatus } from '../../engage/engageModel';
import { usePromotionActions, usePromotionList } from '../../engage/usePromotions';
import { openAuth } from '../../state/siteStore';
import { EngageTexts } from '../../engage/EngageTexts';
import { SectionPage } from '../SectionPage';

/** The member's entries looked through for this promotion's (newest first). */
const CLAIMS_PAGE_SIZE = 100;
/** The raffle's action (a ticket). */
const CLAIM = 'claim';

function Page() {
  const { t } = useTranslation('site');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const promotionId = promotionIdOf(params.get('id'));
  const detailQuery = useSiteQuery('promotionDetail', promotionId === null ? null : { promotionId });
  const listQuery = usePromotionList(null);
  const claimsQuery = useMemberQuery('promotionClaimList', { pageSize: CLAIMS_PAGE_SIZE });
  const detail = detailQuery.data;
  const raffleQuery = useMemberQuery('raffleStatus', detail?.kind === 'raffle' && promotionId !== null ? { promotionId } : null);
  const [isSigningUp, setIsSigningUp] = useState(false);
  const refresh = () => {
    void detailQuery.mutate();
    void listQuery.mutate();
    void claimsQuery.mutate();
    void raffleQuery.mutate();
  };
  const actions = usePromotionActions(refresh);
  const signUp = useMemberMutation('signUpRequestReward', { invalidates: ['availablePromotions', 'promotionClaimList'] });

  const listed = isLoggedIn && listQuery.data ? listQuery.data.list.find((p) => p.id === promotionId) : undefined;
  const entry = isLoggedIn && promotionId !== null ? entryOf(claimsQuery.data?.list, promotionId) : undefined;
  // A member's page waits for their own status, so it never shows the visitor's for a moment.
  const isMemberPending = isLoggedIn && ((!listQuery.data && !listQuery.error) || (!claimsQuery.data && !claimsQuery.error));
  const promotion = detail ? toPromotionDetail(detail, isLoggedIn ? { status: listed?.status, entry } : undefined) : null;
  const loadError = promotionId === null ? true : detailQuery.error;

  const kindPart = (() => {
    if (!promotion || !detail) return null;
    if (detail.kind === 'signUp' && isLoggedIn && (isSigningUp || promotion.status === 'join')) {
      return (
        <PromotionSignUpForm
          disabled={promotion.status !== 'join'}
          onSubmit={async ({ comment, images }) => {
            const fields = { promotionId: detail.id, ...(comment ? { comment } : {}) };
            // The images ride under the contract's part name; the client sends them as file parts.
            await signUp.trigger(Object.assign(fields, { images })).catch((error: unknown) => {
              throw submitErrorOf(t, error);
            });
            setIsSigningUp(false);
            refresh();
          }}
        />
      );
    }
    if (detail.kind === 'raffle') {
      return (
        <RafflePanel
          currencySymbol={brand.currencySymbol}
          raffle={raffleQuery.data ? toRaffleStatus(raffleQuery.data) : null}
          isLoading={isLoggedIn && !raffleQuery.data && !raffleQuery.error}
          error={raffleQuery.error ? errorText(t, raffleQuery.error) : undefined}
          onRetry={() => void raffleQuery.mutate()}
          isVisitor={!isLoggedIn}
          onLoginRequest={() => openAuth({ kind: 'login' })}
          onClaim={() =>
            actions.act(promotion, CLAIM).catch((error: unknown) => {
              throw submitErrorOf(t, error);
            })
          }
        />
      );
    }
    return null;
  })();

  return (
    <SectionPage hasLead={false}>
      <PromotionDetail
        titleLevel={2}
        promotion={isMemberPending ? null : promotion}
        isLoading={promotionId !== null && !loadError && (!detail || isMemberPending)}
        error={loadError === true ? t('engagePages.promoNotFound') : loadError ? errorText(t, loadError) : undefined}
        onRetry={promotionId === null ? undefined : refresh}
        onBack={() => void navigate('/promotions')}
        isVisitor={!isLoggedIn}
        onLoginRequest={() => openAuth({ kind: 'login' })}
        isActionPending={actions.isPending}
        onAction={(status) => {
          if (!promotion) return;
          if (actions.isDirect(promotion, status)) {
            // A failure is shown by the site's failure handler (the call alerts).
            actions.act(promotion, status).catch(() => undefined);
            return;
          }
          if (promotion.kind === 'signUp') setIsSigningUp(true);
        }}
      >
        {kindPart}
      </PromotionDetail>
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
