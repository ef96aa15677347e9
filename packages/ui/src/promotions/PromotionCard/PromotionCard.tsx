import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../feedback/Skeleton';
import { StatusBadge } from '../../feedback/StatusBadge';
import { renderLobbyLink } from '../../lobby/shared/links';
import { Icon } from '../../primitives/Icon';
import { PromotionAction, PromotionArt, PromotionPeriod } from '../shared/PromotionParts';
import { ArtFrame, Chip } from '../shared/promotions.styles';
import { ArtBadges, ArtStatus, CardBody, CardFooter, CardRoot, CardSummary, CardTitle, SkeletonBody } from './PromotionCard.styles';
import type { PromotionCardProps } from './PromotionCard.types';

const activity = { kind: 'activity' } as const;
const hotTone = { 'data-tone': 'hot' } as const;
const bones = { art: { shape: 'rect', height: '100%' }, title: { shape: 'text', width: '70%' }, text: { shape: 'text', lines: 2 } } as const;

/**
 * A promotion on the list: art with its category and status, title (a link to the detail that covers the card),
 * summary, period, and the action its status gives (join, claim; otherwise a disabled button naming the state).
 */
export const PromotionCard = forwardRef<HTMLElement, PromotionCardProps>(function PromotionCard(
  {
    promotion,
    categoryName,
    headingLevel = 3,
    hrefFor,
    renderLink,
    onNavigate,
    onAction,
    isVisitor,
    onLoginRequest,
    timeZone,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('engage');
  const href = hrefFor?.(promotion);
  const heading = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <CardRoot
      ref={ref}
      data-component="PromotionCard"
      data-kind={promotion.kind}
      data-status={promotion.status}
      aria-labelledby={titleId}
      {...rest}
    >
      <PromotionArt src={promotion.imageUrl} kind={promotion.kind}>
        <ArtBadges>
          {categoryName ? <Chip data-part="Category">{categoryName}</Chip> : <span />}
          {promotion.isHot ? (
            <Chip {...hotTone} data-part="Hot">
              <Icon name="hot" size="xs" />
              {t('promo.hot')}
            </Chip>
          ) : null}
        </ArtBadges>
        <ArtStatus>
          <StatusBadge {...activity} status={promotion.status} />
        </ArtStatus>
      </PromotionArt>
      <CardBody>
        <CardTitle as={heading} id={titleId} data-part="Title">
          {href ? renderLobbyLink({ href, children: promotion.title }, renderLink, onNavigate) : promotion.title}
        </CardTitle>
        {promotion.summary ? <CardSummary data-part="Summary">{promotion.summary}</CardSummary> : null}
        <PromotionPeriod startTime={promotion.startTime} endTime={promotion.endTime} timeZone={timeZone} />
        <CardFooter>
          {promotion.target && promotion.target !== 'all' ? (
            <Chip data-part="Target">{t(`promo.targets.${promotion.target}`)}</Chip>
          ) : (
            <span />
          )}
          <PromotionAction
            size="sm"
            status={promotion.status}
            isVisitor={isVisitor}
            onLoginRequest={onLoginRequest}
            onAction={(status) => onAction?.(promotion, status)}
            aria-describedby={titleId}
          />
        </CardFooter>
      </CardBody>
    </CardRoot>
  );
});

/** The card's shape while the list loads. */
export function PromotionCardSkeleton() {
  return (
    <CardRoot data-component="PromotionCard" data-part="Skeleton" aria-hidden="true">
      <ArtFrame>
        <Skeleton {...bones.art} />
      </ArtFrame>
      <SkeletonBody>
        <Skeleton {...bones.title} />
        <Skeleton {...bones.text} />
      </SkeletonBody>
    </CardRoot>
  );
}
