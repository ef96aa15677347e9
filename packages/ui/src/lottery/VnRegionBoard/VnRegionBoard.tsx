import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VN_REGIONS, type VnRegion } from '@croupier/contract';
import { EmptyState } from '../../feedback/EmptyState';
import { Skeleton } from '../../feedback/Skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../navigation/Tabs';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { useDrawTime } from '../resultsShared/drawTime';
import { BoardCard, Boards, HeadTailTable, PrizeTable, Prizes, Root } from './VnRegionBoard.styles';
import type { VnBoard, VnRegionBoardProps } from './VnRegionBoard.types';

const digits = Array.from({ length: 10 }, (_, i) => String(i));
/** Skeleton shapes (kept out of JSX, where every literal reads as text). */
const rectBone = { shape: 'rect' } as const;
const emptyLook = { icon: 'calendar', size: 'sm' } as const;

/** Đầu/đuôi: for each digit, the last digits of the lô (a prize's last two digits) with it as the head, and the heads with it as the tail. */
export function headTailOf(board: VnBoard): { digit: string; tails: string[]; heads: string[] }[] {
  const lo = board.prizes.flatMap((p) => p.numbers).map((n) => n.slice(-2).padStart(2, '0'));
  return digits.map((digit) => ({
    digit,
    tails: lo
      .filter((n) => n[0] === digit)
      .map((n) => n[1]!)
      .sort(),
    heads: lo
      .filter((n) => n[1] === digit)
      .map((n) => n[0]!)
      .sort(),
  }));
}

function PrizeNumber({ number, highlight }: { number: string; highlight?: string }) {
  const { t } = useTranslation('lottery');
  const head = number.slice(0, -2);
  const tail = number.slice(-2);
  const isHit = !!highlight && tail === highlight;
  return (
    <li data-highlighted={isHit ? '' : undefined}>
      {head}
      <b>{tail}</b>
      {isHit ? <VisuallyHidden>{t('board.hit')}</VisuallyHidden> : null}
    </li>
  );
}

function Board({
  board,
  highlight,
  timeZone,
  headingLevel,
}: {
  board: VnBoard;
  highlight?: string;
  timeZone?: string;
  headingLevel: 3 | 4;
}) {
  const { t } = useTranslation('lottery');
  const drawTime = useDrawTime(timeZone);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const rows = headTailOf(board);
  return (
    <BoardCard data-part="Board" data-game={board.gameCode}>
      <header>
        <Heading>{board.name}</Heading>
        <span>
          {t('board.period', { period: board.periodNo })} ·{' '}
          <time dateTime={board.drawnAt}>{drawTime(board.drawnAt)}</time>
        </span>
      </header>
      <PrizeTable data-part="Prizes">
        <caption>{t('board.caption', { name: board.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('board.tier')}</th>
            <th scope="col">{t('board.numbers')}</th>
          </tr>
        </thead>
        <tbody>
          {board.prizes.map((prize) => (
            <tr key={prize.tier} data-tier={prize.tier}>
              <th scope="row">{t(`tiers.${prize.tier}`, { defaultValue: prize.tier })}</th>
              <td>
                <Prizes>
                  {prize.numbers.map((number, i) => (
                    <PrizeNumber key={i} number={number} highlight={highlight} />
                  ))}
                </Prizes>
              </td>
            </tr>
          ))}
        </tbody>
      </PrizeTable>
      <HeadTailTable data-part="HeadTail">
        <caption>{t('board.headTail.caption', { name: board.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('board.headTail.digit')}</th>
            <th scope="col">{t('board.headTail.tails')}</th>
            <th scope="col">{t('board.headTail.heads')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.digit}>
              <th scope="row">{row.digit}</th>
              <td>{row.tails.join(', ')}</td>
              <td>{row.heads.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </HeadTailTable>
    </BoardCard>
  );
}

/**
 * The Vietnam results of the day by region (North, Central, South tabs): per province a prize table (special prize
 * emphasised, each number's last two digits stressed, an optional lô number highlighted wherever it ends a prize) and
 * the đầu/đuôi (head/tail) table players check their lô against.
 */
export const VnRegionBoard = forwardRef<HTMLElement, VnRegionBoardProps>(function VnRegionBoard(
  { boards, region, onRegionChange, highlight, isLoading = false, timeZone, title, headingLevel = 2, ...rest },
  ref,
) {
  const { t } = useTranslation('lottery');
  const titleId = useId();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const cardHeading = headingLevel === 2 ? 3 : 4;
  const hit = highlight && /^[0-9]{2}$/.test(highlight) ? highlight : undefined;

  return (
    <Root
      ref={ref}
      data-component="VnRegionBoard"
      aria-labelledby={titleId}
      aria-busy={isLoading || undefined}
      {...rest}
    >
      <Title id={titleId} data-part="Title">
        {title ?? t('board.title')}
      </Title>
      {hit ? <p data-part="Highlight">{t('board.highlight', { number: hit })}</p> : null}
      <Tabs value={region} onValueChange={(value) => onRegionChange(value as VnRegion)}>
        <TabsList aria-label={t('regions.label')}>
          {VN_REGIONS.map((r) => (
            <TabsTrigger key={r} value={r}>
              {t(`regions.${r}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {VN_REGIONS.map((r) => {
          const list = boards.filter((b) => b.region === r);
          return (
            <TabsContent key={r} value={r}>
              {isLoading ? (
                <Boards aria-hidden="true">
                  <Skeleton {...rectBone} height={420} />
                  <Skeleton {...rectBone} height={420} />
                </Boards>
              ) : list.length === 0 ? (
                <EmptyState
                  {...emptyLook}
                  title={t('board.empty.title', { region: t(`regions.${r}`) })}
                  description={t('board.empty.description')}
                />
              ) : (
                <Boards>
                  {list.map((board) => (
                    <Board
                      key={board.gameCode}
                      board={board}
                      highlight={hit}
                      timeZone={timeZone}
                      headingLevel={cardHeading}
                    />
                  ))}
                </Boards>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </Root>
  );
});
