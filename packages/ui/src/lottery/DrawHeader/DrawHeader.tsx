import { boardOf, FORMAT_RULES, sumSide, type LotteryDraw } from '@croupier/contract';
import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { LotteryBalls } from '../LotteryBalls';
import { Chip, Countdown, Fairness, Head, Last, LastFigures, Layout, Root, SideBadge } from './DrawHeader.styles';
import type { DrawHeaderProps, DrawHeaderStatus } from './DrawHeader.types';

const ms = (iso: string | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/** `05:07`, or `1:05:07` from an hour up. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${two(h)}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
}

/** The chip's status: the period's own, except that an open period whose close time has passed is closed. */
export function drawHeaderStatusOf(draw: LotteryDraw | null, nowMs: number): DrawHeaderStatus {
  if (!draw) return 'waiting';
  if (draw.status === 'cancelled') return 'cancelled';
  if (draw.status === 'drawn' || draw.status === 'settled') return 'drawn';
  if (draw.status === 'open' && nowMs < ms(draw.closesAt)) return 'open';
  return 'closed';
}

/** `1a2b3c4d…9e0f`: enough of a hash to compare by eye. */
const abbreviate = (hash: string) => (hash.length > 14 ? `${hash.slice(0, 8)}…${hash.slice(-6)}` : hash);

/**
 * The head of a lottery game: its name, the period taking bets with its status and the countdown to its close, the
 * last result (with the sum and its sides for the fast games) and the commitment (seed hash) of the current period.
 * The countdown ticks every second; screen readers hear it only at one minute, ten seconds and the close.
 */
export const DrawHeader = forwardRef<HTMLElement, DrawHeaderProps>(function DrawHeader(
  { gameName, draw, last, format, serverTimeOffsetMs = 0, now = Date.now, onClose, onDraw, headingLevel = 2, ...rest },
  ref,
) {
  const { t } = useTranslation('lottery');
  const titleId = useId();
  const [, setTick] = useState(0);
  const nowMs = now() + serverTimeOffsetMs;
  const Title = headingLevel === 2 ? 'h2' : 'h3';

  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);

  const status = drawHeaderStatusOf(draw, nowMs);
  const remaining = draw ? Math.max(0, Math.ceil((ms(draw.closesAt) - nowMs) / 1000)) : 0;
  const isCounting = status === 'open';
  const isPastDraw = draw !== null && (draw.status === 'open' || draw.status === 'closed') && nowMs >= ms(draw.drawAt);
  const isPastClose = draw !== null && draw.status === 'open' && nowMs >= ms(draw.closesAt);

  // Once per period: a re-render, a new callback or a slow parent never calls twice.
  const closedFor = useRef<string | null>(null);
  const drawnFor = useRef<string | null>(null);
  const period = draw?.periodNo ?? null;
  useEffect(() => {
    if (isPastClose && period && closedFor.current !== period) {
      closedFor.current = period;
      onClose?.();
    }
  }, [isPastClose, period, onClose]);
  useEffect(() => {
    if (isPastDraw && period && drawnFor.current !== period) {
      drawnFor.current = period;
      onDraw?.();
    }
  }, [isPastDraw, period, onDraw]);

  const announcement =
    !draw || status === 'cancelled' || status === 'waiting'
      ? ''
      : !isCounting
        ? t('play.announceClosed')
        : remaining <= 10
          ? t('play.announceSeconds')
          : remaining <= 60
            ? t('play.announceMinute')
            : '';

  const rule = FORMAT_RULES[format];
  const lastNumbers = last?.numbers ?? null;
  const sum =
    rule.kind === 'balls' && lastNumbers ? lastNumbers.slice(0, rule.sumOf).reduce((s, n) => s + Number(n), 0) : null;
  const side = sum !== null ? sumSide(format, sum) : null;
  const headline = rule.kind === 'board' && lastNumbers ? boardOf(format, lastNumbers)[0] : null;

  return (
    <Root ref={ref} data-component="DrawHeader" data-status={status} aria-labelledby={titleId} {...rest}>
      <Layout>
        <Head data-part="Head">
          <Title id={titleId} data-part="Title">
            {gameName}
          </Title>
          {draw ? <span data-part="Period">{t('play.period', { period: draw.periodNo })}</span> : null}
          <Chip data-part="Status" data-status={status}>
            {t(`play.status.${status}`)}
          </Chip>
        </Head>

        <Countdown data-part="Countdown">
          <span data-part="CountdownLabel">{isCounting ? t('play.closesIn') : t('play.bettingClosed')}</span>
          <span role="timer" aria-label={t('play.closesIn')} data-part="Timer">
            {isCounting ? formatCountdown(remaining) : formatCountdown(0)}
          </span>
          <VisuallyHidden aria-live="polite" data-part="Announcer">
            {announcement}
          </VisuallyHidden>
        </Countdown>

        <Last data-part="Last">
          <span data-part="LastLabel">
            {last ? t('play.lastDraw', { period: last.periodNo }) : t('play.noLastDraw')}
          </span>
          {lastNumbers ? (
            <LastFigures>
              {headline ? <span data-part="Tier">{t(`play.tiers.${headline.tier}`)}</span> : null}
              <LotteryBalls numbers={headline ? headline.numbers : lastNumbers} format={format} size="sm" />
              {sum !== null && side ? (
                <>
                  <SideBadge data-part="Sum">{t('play.sum', { sum })}</SideBadge>
                  <SideBadge data-side={side.big ? 'big' : side.small ? 'small' : 'middle'}>
                    {t(side.big ? 'play.side.big' : side.small ? 'play.side.small' : 'play.side.middle')}
                  </SideBadge>
                  <SideBadge data-side={sum % 2 === 0 ? 'even' : 'odd'}>
                    {t(sum % 2 === 0 ? 'play.side.even' : 'play.side.odd')}
                  </SideBadge>
                </>
              ) : null}
            </LastFigures>
          ) : last ? (
            <LotteryBalls numbers={[]} format={format} size="sm" pending />
          ) : null}
        </Last>

        {draw ? (
          <Fairness data-part="Fairness">
            <Icon name="shieldCheck" size="sm" />
            <span>
              {t('play.seedHash')} <code title={draw.seedHash}>{abbreviate(draw.seedHash)}</code>
            </span>
            <span data-part="FairnessHint">{t('play.fairHint')}</span>
          </Fairness>
        ) : null}
      </Layout>
    </Root>
  );
});
