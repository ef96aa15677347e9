/**
 * Promotions (/promotions): the operator's type categories as filters and the promotions listed, each card with the
 * status the platform computed for the member (or for a visitor) and a link to its detail (/promoDetail?id=).
 * Join and raffle claims act from the card; a visitor is asked to log in first.
 */
import { useSession, useSiteQuery } from '@croupier/data';
import { PromotionList, type LobbyLinkRenderer } from '@croupier/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { errorText } from '../../app/errorText';
import { promotionHref, toPromotionCategory, toPromotionSummary } from '../../engage/engageModel';
import { usePromotionActions, usePromotionList } from '../../engage/usePromotions';
import { openAuth } from '../../state/siteStore';
import { EngageTexts } from '../../engage/EngageTexts';
import { SectionPage } from '../SectionPage';

const renderLink: LobbyLinkRenderer = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);

function Page() {
  const { t } = useTranslation('site');
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const categoriesQuery = useSiteQuery('promotionAnnouncementCategories');
  const listQuery = usePromotionList(categoryId === null ? null : Number(categoryId));
  const actions = usePromotionActions();
  const categories = useMemo(() => (categoriesQuery.data ?? []).map(toPromotionCategory), [categoriesQuery.data]);
  const promotions = useMemo(() => (listQuery.data?.list ?? []).map(toPromotionSummary), [listQuery.data]);
  const error = listQuery.error ?? categoriesQuery.error;
  return (
    <SectionPage>
      <PromotionList
        isTitleHidden
        categories={categories}
        promotions={promotions}
        categoryId={categoryId}
        onCategoryChange={setCategoryId}
        isLoading={!error && (!listQuery.data || !categoriesQuery.data)}
        error={error ? errorText(t, error) : undefined}
        onRetry={() => {
          void categoriesQuery.mutate();
          void listQuery.mutate();
        }}
        hrefFor={promotionHref}
        renderLink={renderLink}
        isVisitor={!isLoggedIn}
        onLoginRequest={() => openAuth({ kind: 'login' })}
        onAction={(promotion, status) => {
          // Sign-up requests and the other kinds are taken on the detail page (a form, a mission list).
          if (!actions.isDirect(promotion, status)) {
            void navigate(promotionHref(promotion));
            return;
          }
          // A failure is shown by the site's failure handler (the call alerts).
          actions.act(promotion, status).catch(() => undefined);
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
