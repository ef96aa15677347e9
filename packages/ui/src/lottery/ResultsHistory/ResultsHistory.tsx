import { forwardRef, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMAT_RULES, boardOf, sumSide, type LotteryDraw } from '@croupier/contract';
import { Button } from '../../actions/Button';
import { Table, type TableColumn } from '../../layout/Table';
import { Pagination } from '../../navigation/Pagination';
import { Icon } from '../../primitives/Icon';
import { FairnessProof } from '../FairnessProof';
import { Pill, drawStatusLooks } from '../resultsShared/DrawBadge';
import { useDrawTime } from '../resultsShared/drawTime';
import { ResultNumbers } from '../resultsShared/ResultNumbers';
import { Muted, Period, Root, Special, Sum } from './ResultsHistory.styles';
import type { ResultsHistoryProps } from './ResultsHistory.types';

/** The empty state's picture (kept out of JSX, where every literal reads as text). */
const emptyLook = { emptyIcon: 'lottery' } as const;
const proofIdPrefix = 'fairness-';

/**
 * A lottery's past draws, one page at a time: period, draw time, numbers (the sum with its big/small and odd/even
 * sides for ball games; the special prize for boards), status, and per row a "Fairness" disclosure that opens the
 * draw's proof under the table. Cards on a phone.
 */
export const ResultsHistory = forwardRef<HTMLElement, ResultsHistoryProps>(function ResultsHistory(
  {
    draws,
    format,
    gameName,
    pageNo,
    pageSize,
    totalCount,
    onPageChange,
    isLoading = false,
    onVerify,
    messagesOf,
    timeZone,
    title,
    headingLevel = 2,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('lottery');
  const drawTime = useDrawTime(timeZone);
  const titleId = useId();
  const baseId = useId();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const rule = FORMAT_RULES[format];
  const [openPeriod, setOpenPeriod] = useState<string | null>(null);
  const openDraw = draws.find((d) => d.periodNo === openPeriod) ?? null;
  const proofId = `${baseId}${proofIdPrefix}proof`;
  const proofRef = useRef<HTMLElement | null>(null);
  // The proof opens under the table: bring it into view (the toggle keeps the focus, so the keyboard stays put).
  useEffect(() => {
    if (!openPeriod || !proofRef.current) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    proofRef.current.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
  }, [openPeriod]);
  const pageCount = Math.max(1, Math.ceil(totalCount / Math.max(1, pageSize)));

  const columns = useMemo<TableColumn<LotteryDraw>[]>(() => {
    const numbersCell = (draw: LotteryDraw) => {
      if (!draw.numbers)
        return <Muted>{draw.status === 'cancelled' ? t('history.noResult') : t('history.pending')}</Muted>;
      if (rule.kind === 'board') {
        const top = boardOf(format, draw.numbers)[0];
        return (
          <Special>
            {t(`tiers.${top?.tier ?? 'special'}`)}
            <ResultNumbers numbers={top?.numbers ?? []} label={t('history.numbersLabel', { period: draw.periodNo })} />
          </Special>
        );
      }
      return <ResultNumbers numbers={draw.numbers} label={t('history.numbersLabel', { period: draw.periodNo })} />;
    };
    const sumCell = (draw: LotteryDraw) => {
      if (!draw.numbers || rule.kind !== 'balls') return <Muted>{t('history.none')}</Muted>;
      const sum = draw.numbers.slice(0, rule.sumOf).reduce((s, n) => s + Number(n), 0);
      const side = sumSide(format, sum);
      return (
        <Sum data-part="Sum">
          <strong>{sum}</strong>
          {side.big ? (
            <Pill tone="accent" data-part="Side">
              {t('history.sides.big')}
            </Pill>
          ) : side.small ? (
            <Pill tone="info" data-part="Side">
              {t('history.sides.small')}
            </Pill>
          ) : (
            <Pill tone="neutral" data-part="Side">
              {t('history.sides.middle')}
            </Pill>
          )}
          <Pill tone={sum % 2 === 0 ? 'neutral' : 'warning'} data-part="Parity">
            {sum % 2 === 0 ? t('history.sides.even') : t('history.sides.odd')}
          </Pill>
        </Sum>
      );
    };
    const list: TableColumn<LotteryDraw>[] = [
      { key: 'period', header: t('history.columns.period'), cell: (d) => <Period>{d.periodNo}</Period> },
      {
        key: 'drawTime',
        header: t('history.columns.drawTime'),
        cell: (d) => <time dateTime={d.drawnAt ?? d.drawAt}>{drawTime(d.drawnAt ?? d.drawAt)}</time>,
      },
      { key: 'numbers', header: t('history.columns.numbers'), cell: numbersCell },
    ];
    if (rule.kind === 'balls') list.push({ key: 'sum', header: t('history.columns.sum'), cell: sumCell });
    list.push(
      {
        key: 'status',
        header: t('history.columns.status'),
        cell: (d) => {
          const look = drawStatusLooks[d.status];
          return (
            <Pill tone={look.tone} icon={look.icon} data-part="DrawStatus" data-status={d.status}>
              {t(look.key)}
            </Pill>
          );
        },
      },
      {
        key: 'fairness',
        header: t('history.columns.fairness'),
        cell: (d) => {
          const isOpen = openPeriod === d.periodNo;
          return (
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={isOpen}
              aria-controls={isOpen ? proofId : undefined}
              aria-label={t('history.fairnessFor', { period: d.periodNo })}
              startIcon={<Icon name="shieldCheck" size="sm" />}
              endIcon={<Icon name={isOpen ? 'chevronUp' : 'chevronDown'} size="sm" />}
              onClick={() => setOpenPeriod(isOpen ? null : d.periodNo)}
              data-part="FairnessToggle"
            >
              {t('history.fairness')}
            </Button>
          );
        },
      },
    );
    return list;
  }, [t, rule, format, drawTime, openPeriod, proofId]);

  return (
    <Root ref={ref} data-component="ResultsHistory" aria-labelledby={titleId} {...rest}>
      <Title id={titleId} data-part="Title">
        {title ?? t('history.title', { game: gameName })}
      </Title>
      <Table<LotteryDraw>
        data-part="Draws"
        columns={columns}
        rows={draws}
        getRowId={(d) => d.periodNo}
        caption={t('history.caption', { game: gameName })}
        isCaptionHidden
        isLoading={isLoading}
        loadingRowCount={Math.min(pageSize, 5)}
        {...emptyLook}
        emptyTitle={t('history.empty.title')}
        emptyDescription={t('history.empty.description')}
      />
      {openDraw && !isLoading ? (
        <FairnessProof
          ref={proofRef}
          id={proofId}
          draw={openDraw}
          format={format}
          messages={messagesOf?.(openDraw)}
          onVerify={onVerify}
          headingLevel={headingLevel === 2 ? 3 : 4}
        />
      ) : null}
      {pageCount > 1 && (isLoading || draws.length > 0) ? (
        <Pagination
          page={pageNo}
          pageCount={pageCount}
          totalItems={totalCount}
          onPageChange={(page) => {
            setOpenPeriod(null);
            onPageChange(page);
          }}
        />
      ) : null}
    </Root>
  );
});
