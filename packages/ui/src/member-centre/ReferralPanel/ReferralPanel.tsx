import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../actions/Button';
import { QrCode } from '../../feedback/QrCode';
import { Skeleton } from '../../feedback/Skeleton';
import { StatusBadge } from '../../feedback/StatusBadge';
import { Table, type TableColumn } from '../../layout/Table';
import { Pagination } from '../../navigation/Pagination';
import { maskAccount } from '../../lobby/WinnersBoard/maskAccount';
import { Icon } from '../../primitives/Icon';
import { RichText } from '../../primitives/RichText';
import { vars } from '../../theme';
import { CopyList } from '../shared/cashier.styles';
import { CopyRow } from '../shared/CopyRow';
import { EngageSection } from '../shared/EngageSection';
import { useMoney } from '../shared/money';
import { PanelError, hasError } from '../shared/PanelError';
import { PanelShell } from '../shared/PanelShell';
import { RecordTime } from '../shared/RecordTime';
import { SummaryStrip, type SummaryItem } from '../shared/SummaryStrip';
import type { Referee, ReferralPanelProps } from './ReferralPanel.types';

const activity = { kind: 'activity' } as const;
const bone = { shape: 'rect', height: 136 } as const;
const refereesEmpty = { emptyIcon: 'users' } as const;
const joined = { status: 'joined' } as const;
const depositedLook = { status: 'issued' } as const;

const RulesSummary = styled.div`
  display: grid;
  gap: ${vars.space['1']};
  padding: ${vars.space['3']} ${vars.space['4']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.accent.soft};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};

  & > p {
    margin: 0;
  }
  & > p:first-child {
    font-weight: ${vars.font.weight.bold};
  }
`;

const Invite = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space['5']};

  & > [data-part='QrBlock'] {
    display: grid;
    justify-items: center;
    gap: ${vars.space['2']};
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.xs};
  }
  & > div:first-child {
    display: grid;
    gap: ${vars.space['3']};
    min-width: 0;
  }
  @container (max-width: 519px) {
    grid-template-columns: minmax(0, 1fr);
    & > [data-part='QrBlock'] {
      order: -1;
    }
    & [data-part='ShareButton'] {
      width: 100%;
    }
  }
`;


/**
 * Invite friends (member centre `referral`): the member's invite code and link with copy buttons, the link as a QR
 * code, the rules' summary and text, the rewards earned and the referees (masked) with their state.
 */
export const ReferralPanel = forwardRef<HTMLElement, ReferralPanelProps>(function ReferralPanel(
  {
    inviteCode,
    inviteLink,
    referees,
    qualifiedCount,
    page = 1,
    pageCount = 1,
    onPageChange,
    totalItems,
    totalRewards,
    terms,
    rulesHtml,
    onShare,
    timeZone,
    currency,
    currencySymbol,
    title,
    isTitleHidden,
    isLoading = false,
    error,
    onRetry,
    ...rest
  },
  ref,
) {
  const { t, i18n } = useTranslation('engage');
  const money = useMoney({ currency, currencySymbol });
  const count = new Intl.NumberFormat(i18n.language);
  const isFailed = hasError(error);
  const qualified = qualifiedCount ?? referees.filter((r) => r.hasDeposited).length;
  const showPages = !isFailed && onPageChange !== undefined && pageCount > 1 && (isLoading || referees.length > 0);
  const summaryItems: SummaryItem[] = [
    { id: 'rewards', label: t('referral.totalRewards'), value: money.format(totalRewards), isEmphasized: true },
    { id: 'referees', label: t('referral.refereeCount'), value: count.format(totalItems ?? referees.length) },
    { id: 'qualified', label: t('referral.qualifiedCount'), value: count.format(qualified) },
  ];

  const columns = useMemo<TableColumn<Referee>[]>(
    () => [
      { key: 'account', header: t('referral.columns.account'), cell: (r) => maskAccount(r.account) },
      { key: 'registeredAt', header: t('referral.columns.registered'), cell: (r) => <RecordTime time={r.registeredAt} timeZone={timeZone} /> },
      {
        key: 'state',
        header: t('referral.columns.state'),
        align: 'center',
        cell: (r) => (
          <StatusBadge
            {...activity}
            {...(r.hasDeposited ? depositedLook : joined)}
            label={r.hasDeposited ? t('referral.deposited') : t('referral.registered')}
          />
        ),
      },
      { key: 'reward', header: t('referral.columns.reward'), isNumeric: true, cell: (r) => money.format(r.reward) },
    ],
    [t, money, timeZone],
  );

  return (
    <PanelShell ref={ref} name="ReferralPanel" title={title ?? t('referral.title')} isTitleHidden={isTitleHidden} {...rest}>
      {isFailed ? (
        <PanelError error={error} onRetry={onRetry} />
      ) : (
        <>
          <EngageSection title={t('referral.inviteTitle')} icon="share" data-part="Invite" aria-busy={isLoading || undefined}>
            {isLoading ? (
              <Skeleton {...bone} />
            ) : (
              <Invite>
                <div>
                  <CopyList>
                    <CopyRow label={t('referral.code')} value={inviteCode} isMono />
                    <CopyRow label={t('referral.link')} value={inviteLink} isMono />
                  </CopyList>
                  {onShare ? (
                    <Button variant="secondary" startIcon={<Icon name="share" />} onClick={onShare} data-part="ShareButton">
                      {t('referral.share')}
                    </Button>
                  ) : null}
                </div>
                <div data-part="QrBlock">
                  <QrCode value={inviteLink} size="md" label={t('referral.qrLabel')} />
                  <span aria-hidden="true">{t('referral.qrHint')}</span>
                </div>
              </Invite>
            )}
          </EngageSection>
          <SummaryStrip
            label={t('referral.summaryLabel')}
            isLoading={isLoading}
            items={summaryItems}
          />
          <EngageSection title={t('referral.referees')} icon="users" data-part="Referees">
            <Table<Referee>
              columns={columns}
              rows={referees}
              getRowId={(r) => `${r.account}-${r.registeredAt}`}
              caption={t('referral.referees')}
              isCaptionHidden
              isLoading={isLoading}
              loadingRowCount={3}
              {...refereesEmpty}
              emptyTitle={t('referral.empty.title')}
              emptyDescription={t('referral.empty.description')}
            />
            {showPages ? (
              <Pagination
                page={page}
                pageCount={pageCount}
                onPageChange={onPageChange}
                totalItems={totalItems}
                aria-label={t('referral.pages')}
                data-part="RefereePages"
              />
            ) : null}
          </EngageSection>
          {terms || rulesHtml ? (
            <EngageSection title={t('referral.rulesTitle')} icon="info" data-part="Rules">
              {terms ? (
                <RulesSummary data-part="RulesSummary">
                  <p>
                    {t('referral.rulesSummary', {
                      reward: money.format(terms.rewardPerReferee),
                      min: money.format(terms.minDeposit ?? 0),
                    })}
                  </p>
                  {terms.turnoverMultiple ? <p>{t('referral.rulesTurnover', { multiple: terms.turnoverMultiple })}</p> : null}
                </RulesSummary>
              ) : null}
              {rulesHtml ? <RichText html={rulesHtml} size="sm" /> : null}
            </EngageSection>
          ) : null}
        </>
      )}
    </PanelShell>
  );
});
