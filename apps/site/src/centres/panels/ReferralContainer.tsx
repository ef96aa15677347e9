/**
 * referral (invite friends): the member's invite code, the registration link with it on this site's origin (also its
 * QR code), the friends who registered with it and what each earned, and the programme's rule.
 */
import { useLanguage, useMemberQuery } from '@croupier/data';
import { languageTag } from '@croupier/locales';
import { ReferralPanel } from '@croupier/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../brand';
import { loadErrorText } from './centreErrors';
import { inviteLinkOf, referralRuleHtml, toReferee, toReferralTerms } from './rewardsModel';

/** Friends per page of the list (the platform pages them, newest first). */
export const REFEREES_PAGE_SIZE = 20;

export default function ReferralContainer() {
  const { t } = useTranslation('site');
  const { language } = useLanguage();
  const info = useMemberQuery('referralInfo');
  const [page, setPage] = useState(1);
  const referees = useMemberQuery('referralList', { pageNo: page, pageSize: REFEREES_PAGE_SIZE });
  const data = info.data;
  const error = info.error ?? referees.error;
  const link = data ? inviteLinkOf(data.path, window.location.origin) : '';
  const terms = data ? toReferralTerms(data.rule) : undefined;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <ReferralPanel
      currencySymbol={brand.currencySymbol}
      isTitleHidden
      isLoading={!error && (data === undefined || referees.data === undefined)}
      error={error ? loadErrorText(t, error) : undefined}
      onRetry={() => {
        void info.mutate();
        void referees.mutate();
      }}
      inviteCode={data?.code ?? ''}
      inviteLink={link}
      referees={(referees.data?.list ?? []).map(toReferee)}
      page={referees.data?.pageNum ?? page}
      pageCount={referees.data?.totalPages ?? 1}
      totalItems={referees.data?.total ?? data?.totals.referees}
      onPageChange={setPage}
      {...(data ? { qualifiedCount: data.totals.qualified } : {})}
      totalRewards={data?.totals.rewards ?? 0}
      {...(terms ? { terms } : {})}
      {...(data && !terms ? { rulesHtml: referralRuleHtml(t, data.rule, brand.currencySymbol, languageTag(language)) } : {})}
      {...(canShare && data
        ? {
            onShare: () =>
              void navigator.share({ title: t('centre:referral.shareTitle'), text: t('centre:referral.shareText'), url: link }).catch(() => undefined),
          }
        : {})}
    />
  );
}
