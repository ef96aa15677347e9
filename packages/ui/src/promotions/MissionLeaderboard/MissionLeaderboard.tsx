import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { EmptyState } from '../../feedback/EmptyState';
import { Skeleton } from '../../feedback/Skeleton';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { maskAccount } from '../../lobby/WinnersBoard/maskAccount';
import { useMoney } from '../../member-centre/shared/money';
import { formatPromoTime } from '../shared/PromotionParts';
import { Board, BoardRoot, Name, Rank } from './MissionLeaderboard.styles';
import type { LeaderboardEntry, MissionLeaderboardProps } from './MissionLeaderboard.types';

const bone = { shape: 'text', lines: 5 } as const;
const looks = { empty: { icon: 'medal', size: 'sm', headingLevel: 3 }, error: { icon: 'error', size: 'sm', headingLevel: 3 } } as const;

/**
 * The mission leaderboard: rank (medals for the top three), masked account, score and the rank's prize; the
 * member's own row is highlighted and named "You", and pinned under the list when it is outside it.
 */
export const MissionLeaderboard = forwardRef<HTMLElement, MissionLeaderboardProps>(function MissionLeaderboard(
  { entries, selfEntry, scoreKind, isLoading = false, error, onRetry, title, isTitleHidden = false, updatedAt, timeZone, currency, currencySymbol, ...rest },
  ref,
) {
  const { t, i18n } = useTranslation('engage');
  const titleId = useId();
  const money = useMoney({ currency, currencySymbol });
  const count = new Intl.NumberFormat(i18n.language);
  const isFailed = error !== undefined && error !== null && error !== false && error !== '';
  const hasReward = entries.some((e) => e.reward !== undefined);
  const score = (value: number) => (scoreKind === 'validBet' ? money.format(value) : count.format(value));
  const pinned = selfEntry && !entries.some((e) => e.isSelf) ? selfEntry : null;

  const row = (entry: LeaderboardEntry, isPinned = false) => (
    <tr
      key={`${entry.rank}-${entry.account}${isPinned ? '-self' : ''}`}
      data-self={entry.isSelf ? '' : undefined}
      data-pinned={isPinned ? '' : undefined}
      aria-current={entry.isSelf ? 'true' : undefined}
    >
      <td>
        <Rank data-rank={entry.rank}>{count.format(entry.rank)}</Rank>
      </td>
      <td>
        <Name>
          {maskAccount(entry.account)}
          {entry.isSelf ? <span data-part="You">{t('leaderboard.you')}</span> : null}
        </Name>
      </td>
      <td data-numeric="">{score(entry.score)}</td>
      {hasReward ? (
        <td data-numeric="" data-col="reward">
          {entry.reward !== undefined ? money.format(entry.reward) : null}
        </td>
      ) : null}
    </tr>
  );

  const heading = title ?? t('leaderboard.title');
  let content;
  if (isFailed)
    content = (
      <EmptyState
        role="alert"
        {...looks.error}
        title={error === true ? t('leaderboard.error') : error}
        action={
          onRetry ? (
            <Button variant="secondary" size="sm" startIcon={<Icon name="refresh" size="sm" />} onClick={onRetry}>
              {t('actions.retry')}
            </Button>
          ) : undefined
        }
      />
    );
  else if (isLoading) content = <Skeleton {...bone} />;
  else if (entries.length === 0)
    content = <EmptyState {...looks.empty} title={t('leaderboard.empty.title')} description={t('leaderboard.empty.description')} />;
  else
    content = (
      <Board data-part="Board">
        <caption>
          <VisuallyHidden>{heading}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('leaderboard.rank')}</th>
            <th scope="col">{t('leaderboard.member')}</th>
            <th scope="col" data-numeric="">
              {t(`leaderboard.score.${scoreKind}`)}
            </th>
            {hasReward ? (
              <th scope="col" data-numeric="" data-col="reward">
                {t('leaderboard.reward')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => row(entry))}
          {pinned ? row(pinned, true) : null}
        </tbody>
      </Board>
    );

  return (
    <BoardRoot ref={ref} aria-labelledby={titleId} aria-busy={isLoading || undefined} data-component="MissionLeaderboard" {...rest}>
      <header>
        {isTitleHidden ? (
          <VisuallyHidden as="h2" id={titleId}>
            {heading}
          </VisuallyHidden>
        ) : (
          <h2 id={titleId}>
            <Icon name="medal" size="sm" />
            {heading}
          </h2>
        )}
        {updatedAt && !isLoading && !isFailed ? <p>{t('leaderboard.updatedAt', { time: formatPromoTime(updatedAt, timeZone) })}</p> : null}
      </header>
      {content}
    </BoardRoot>
  );
});
