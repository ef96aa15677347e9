import { forwardRef, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { EmptyState } from '../../feedback/EmptyState';
import { Skeleton } from '../../feedback/Skeleton';
import { Icon } from '../../primitives/Icon';
import { useMoney } from '../../member-centre/shared/money';
import { LiveRegion, PanelAlert } from '../../member-centre/shared/PanelParts';
import { useAsyncTask } from '../../member-centre/shared/useAsyncTask';
import { useSecondsLeft } from '../../member-centre/shared/useSecondsLeft';
import { useSubmitErrorText } from '../../member-centre/shared/submitError';
import { formatPromoTime, PromotionAction } from '../shared/PromotionParts';
import { Actions, Countdown, RaffleRoot, Result, Tickets, Unit, Units } from './RafflePanel.styles';
import type { RafflePanelProps } from './RafflePanel.types';

const noFields = [] as const;
const countdownUnits = ['days', 'hours', 'minutes', 'seconds'] as const;
const bone = { shape: 'rect', height: 72 } as const;
const errorLook = { icon: 'error', size: 'sm', headingLevel: 3 } as const;

/** Days, hours, minutes and seconds of a number of seconds. */
export function splitSeconds(total: number): { days: number; hours: number; minutes: number; seconds: number } {
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * A raffle (SPEC §4 statuses, issue 15): claim a ticket (once per claim period, the platform decides), the tickets
 * held, the countdown to the draw, then the result (won: the prize and the winning ticket; otherwise "not this time").
 */
export const RafflePanel = forwardRef<HTMLElement, RafflePanelProps>(function RafflePanel(
  { raffle, onClaim, isLoading = false, error, onRetry, isVisitor, onLoginRequest, timeZone, currency, currencySymbol, ...rest },
  ref,
) {
  const { t } = useTranslation('engage');
  const titleId = useId();
  const money = useMoney({ currency, currencySymbol });
  const secondsLeft = useSecondsLeft(raffle?.drawTime, !!raffle && !raffle.result);
  const [isBusy, run] = useAsyncTask();
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const describe = useSubmitErrorText(noFields);
  const isFailed = error !== undefined && error !== null && error !== false && error !== '';

  const claim = async () => {
    setMessage(null);
    const result = await run(() => onClaim());
    if (!result) return;
    setMessage(
      result.ok
        ? { tone: 'success', text: t('raffle.claimed') }
        : { tone: 'danger', text: describe(result.error).form ?? t('raffle.claimFailed') },
    );
  };

  const body = () => {
    if (isFailed)
      return (
        <EmptyState
          role="alert"
          {...errorLook}
          title={error === true ? t('raffle.error') : error}
          action={
            onRetry ? (
              <Button variant="secondary" size="sm" startIcon={<Icon name="refresh" size="sm" />} onClick={onRetry}>
                {t('actions.retry')}
              </Button>
            ) : undefined
          }
        />
      );
    if (isLoading || !raffle) return <Skeleton {...bone} />;
    const parts = splitSeconds(secondsLeft ?? 0);
    const isDrawn = !!raffle.result;
    const drawTime = formatPromoTime(raffle.drawTime, timeZone);
    const winning = raffle.result?.winningTicket;
    return (
      <>
        {isDrawn ? (
          <Result data-part="Result" data-winner={raffle.result!.isWinner ? '' : undefined}>
            <Icon name={raffle.result!.isWinner ? 'sports' : 'lottery'} />
            <div>
              <strong>
                {raffle.result!.isWinner
                  ? t('raffle.won', {
                      prize: raffle.result!.prizeName ?? (raffle.result!.prize !== undefined ? money.format(raffle.result!.prize) : ''),
                    })
                  : t('raffle.lost')}
              </strong>
              <span>{t('raffle.drawnAt', { time: drawTime })}</span>
            </div>
          </Result>
        ) : secondsLeft === 0 ? (
          <Result data-part="Result">
            <Icon name="clock" />
            <div>
              <strong>{t('raffle.drawing')}</strong>
              <span>{t('raffle.drawAt', { time: drawTime })}</span>
            </div>
          </Result>
        ) : (
          <Countdown data-part="Countdown">
            <p>{t('raffle.drawAt', { time: drawTime })}</p>
            <Units
              role="timer"
              aria-label={t('raffle.countdownLabel', {
                days: parts.days,
                time: [parts.hours, parts.minutes, parts.seconds].map((n) => String(n).padStart(2, '0')).join(':'),
              })}
            >
              {countdownUnits.map((unit) => (
                <Unit key={unit} aria-hidden="true" data-unit={unit}>
                  <strong>{String(parts[unit]).padStart(2, '0')}</strong>
                  <span>{t(`raffle.units.${unit}`)}</span>
                </Unit>
              ))}
            </Units>
          </Countdown>
        )}
        <Tickets data-part="Tickets">
          {raffle.tickets.length > 0 ? (
            <ul aria-label={t('raffle.ticketsLabel', { count: raffle.tickets.length })}>
              {raffle.tickets.map((ticket) => (
                <li key={ticket} data-winning={ticket === winning ? '' : undefined}>
                  <Icon name={ticket === winning ? 'reward' : 'lottery'} size="xs" />
                  {ticket}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('raffle.noTickets')}</p>
          )}
        </Tickets>
        {!isDrawn ? (
          <Actions>
            <PromotionAction
              status={raffle.status}
              onAction={() => void claim()}
              isLoading={isBusy}
              isVisitor={isVisitor}
              onLoginRequest={onLoginRequest}
              data-part="ClaimButton"
            />
            {raffle.status === 'claimed' && raffle.nextClaimTime ? (
              <p>{t('raffle.nextClaim', { time: formatPromoTime(raffle.nextClaimTime, timeZone) })}</p>
            ) : null}
          </Actions>
        ) : null}
        <LiveRegion>
          {message ? (
            <PanelAlert tone={message.tone} role={message.tone === 'danger' ? 'alert' : undefined}>
              {message.text}
            </PanelAlert>
          ) : null}
        </LiveRegion>
      </>
    );
  };

  return (
    <RaffleRoot ref={ref} aria-labelledby={titleId} aria-busy={isLoading || undefined} data-component="RafflePanel" {...rest}>
      <h2 id={titleId}>
        <Icon name="lottery" size="sm" />
        {t('raffle.title')}
      </h2>
      {body()}
    </RaffleRoot>
  );
});
