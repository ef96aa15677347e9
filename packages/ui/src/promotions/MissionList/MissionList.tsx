import { forwardRef, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { EmptyState } from '../../feedback/EmptyState';
import { Skeleton } from '../../feedback/Skeleton';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { useMoney } from '../../member-centre/shared/money';
import { LiveRegion, PanelAlert } from '../../member-centre/shared/PanelParts';
import { useAsyncTask } from '../../member-centre/shared/useAsyncTask';
import { useSubmitErrorText } from '../../member-centre/shared/submitError';
import { categoryIcons, formatPromoTime, ProgressBar, PromotionAction } from '../shared/PromotionParts';
import { CardList } from '../shared/promotions.styles';
import { MissionAction, MissionCard, MissionHead, MissionIcon, MissionMeta, MissionProgress, MissionRoot } from './MissionList.styles';
import type { Mission, MissionListProps } from './MissionList.types';

const noFields = [] as const;
const bone = { shape: 'rect', height: 96 } as const;
const looks = { empty: { icon: 'target', size: 'sm', headingLevel: 3 }, error: { icon: 'error', size: 'sm', headingLevel: 3 } } as const;

/**
 * Missions (issue 15): each task ("play N rounds", "valid bet X in a category"), its progress bar from the
 * member's real bets, the reward, and its button (join, claim at completion; otherwise the state).
 */
export const MissionList = forwardRef<HTMLElement, MissionListProps>(function MissionList(
  { missions, onClaim, onJoin, isLoading = false, error, onRetry, title, isTitleHidden = false, timeZone, currency, currencySymbol, ...rest },
  ref,
) {
  const { t, i18n } = useTranslation('engage');
  const titleId = useId();
  const money = useMoney({ currency, currencySymbol });
  const count = new Intl.NumberFormat(i18n.language);
  const [isBusy, run] = useAsyncTask();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const describe = useSubmitErrorText(noFields);
  const isFailed = error !== undefined && error !== null && error !== false && error !== '';

  const act = async (mission: Mission) => {
    const isClaim = mission.status === 'claim';
    const task = isClaim ? onClaim : onJoin;
    if (!task) return;
    setMessage(null);
    setPendingId(mission.id);
    const result = await run(() => task(mission));
    setPendingId(null);
    if (!result) return;
    setMessage(
      result.ok
        ? {
            tone: 'success',
            text: isClaim
              ? t('mission.claimedMessage', { reward: money.format(mission.reward), title: mission.title })
              : t('mission.joinedMessage', { title: mission.title }),
          }
        : { tone: 'danger', text: describe(result.error).form ?? t('mission.failed') },
    );
  };

  /** Valid bet as money, rounds as a count. */
  const amount = (mission: Mission, value: number) => (mission.taskKind === 'validBet' ? money.format(value) : count.format(value));

  const heading = title ?? t('mission.title');
  let content;
  if (isFailed)
    content = (
      <EmptyState
        role="alert"
        {...looks.error}
        title={error === true ? t('mission.error') : error}
        action={
          onRetry ? (
            <Button variant="secondary" size="sm" startIcon={<Icon name="refresh" size="sm" />} onClick={onRetry}>
              {t('actions.retry')}
            </Button>
          ) : undefined
        }
      />
    );
  else if (isLoading)
    content = (
      <CardList aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Skeleton {...bone} />
          </li>
        ))}
      </CardList>
    );
  else if (missions.length === 0)
    content = <EmptyState {...looks.empty} title={t('mission.empty.title')} description={t('mission.empty.description')} />;
  else
    content = (
      <CardList aria-labelledby={titleId} data-part="Missions">
        {missions.map((mission) => {
          const task = t(`mission.tasks.${mission.taskKind}`, {
            target: amount(mission, mission.target),
            category: mission.category ? t(`categories.${mission.category}`) : t('categories.any'),
          });
          const progressText = t(`mission.progress.${mission.taskKind}`, {
            progress: amount(mission, Math.min(mission.progress, mission.target)),
            target: amount(mission, mission.target),
          });
          return (
            <MissionCard key={mission.id} data-status={mission.status} data-mission={mission.id}>
              <MissionIcon aria-hidden="true">
                <Icon name={mission.category ? categoryIcons[mission.category] : 'target'} size="lg" />
              </MissionIcon>
              <MissionHead>
                <h3>{mission.title}</h3>
                <MissionMeta>
                  <span data-part="Task">{task}</span>
                  <span data-part="Reward">
                    <Icon name="promo" size="xs" />
                    {t('mission.reward', { reward: money.format(mission.reward) })}
                  </span>
                  {mission.endTime ? <span>{t('mission.endsAt', { time: formatPromoTime(mission.endTime, timeZone) })}</span> : null}
                </MissionMeta>
              </MissionHead>
              <MissionProgress>
                <ProgressBar
                  value={mission.progress}
                  max={mission.target}
                  label={t('mission.progressLabel', { title: mission.title })}
                  text={progressText}
                />
                <span aria-hidden="true">{progressText}</span>
              </MissionProgress>
              <MissionAction data-part="Action">
                <PromotionAction
                  size="md"
                  status={mission.status}
                  onAction={() => void act(mission)}
                  isLoading={isBusy && pendingId === mission.id}
                  aria-label={t('mission.actionLabel', {
                    action: t(`ui:statusBadge.activity.${mission.status}`),
                    title: mission.title,
                  })}
                />
              </MissionAction>
            </MissionCard>
          );
        })}
      </CardList>
    );

  return (
    <MissionRoot ref={ref} aria-labelledby={titleId} aria-busy={isLoading || undefined} data-component="MissionList" {...rest}>
      {isTitleHidden ? (
        <VisuallyHidden as="h2" id={titleId}>
          {heading}
        </VisuallyHidden>
      ) : (
        <h2 id={titleId}>
          <Icon name="target" size="sm" />
          {heading}
        </h2>
      )}
      <LiveRegion>{message ? <PanelAlert tone={message.tone}>{message.text}</PanelAlert> : null}</LiveRegion>
      {content}
    </MissionRoot>
  );
});
