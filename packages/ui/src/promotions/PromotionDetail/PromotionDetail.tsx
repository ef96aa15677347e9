import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { EmptyState } from '../../feedback/EmptyState';
import { Skeleton } from '../../feedback/Skeleton';
import { StatusBadge } from '../../feedback/StatusBadge';
import { Icon } from '../../primitives/Icon';
import { RichText } from '../../primitives/RichText';
import { PanelAlert } from '../../member-centre/shared/PanelParts';
import { PromotionAction, PromotionArt, PromotionPeriod } from '../shared/PromotionParts';
import { ArtFrame, Chip } from '../shared/promotions.styles';
import { ActionRow, Back, Chips, DetailRoot, Hero, HeroBody, Section, Summary, Title } from './PromotionDetail.styles';
import type { PromotionDetailProps } from './PromotionDetail.types';

const activity = { kind: 'activity', size: 'md' } as const;
const bones = { art: { shape: 'rect', height: '100%' }, title: { shape: 'text', width: '60%', height: 32 }, text: { shape: 'text', lines: 3 } } as const;
const errorLook = { icon: 'error', size: 'md' } as const;

/**
 * A promotion's page (/promoDetail): its art, category, status, period, the action its status gives, the rich
 * content (sanitized by RichText) and the terms; then the kind's own part (sign-up form, raffle, missions).
 */
export const PromotionDetail = forwardRef<HTMLElement, PromotionDetailProps>(function PromotionDetail(
  {
    promotion,
    categoryName,
    isLoading = false,
    error,
    onRetry,
    onAction,
    isActionPending = false,
    isVisitor,
    onLoginRequest,
    onBack,
    timeZone,
    children,
    titleLevel = 1,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('engage');
  const titleId = useId();
  const isFailed = error !== undefined && error !== null && error !== false && error !== '';

  const back = onBack ? (
    <Back>
      <Button variant="ghost" size="sm" startIcon={<Icon name="chevronLeft" />} onClick={onBack} data-part="BackButton">
        {t('promo.back')}
      </Button>
    </Back>
  ) : null;

  if (isFailed || (!isLoading && !promotion)) {
    return (
      <DetailRoot ref={ref} data-component="PromotionDetail" {...rest}>
        {back}
        <EmptyState
          role="alert"
          {...errorLook}
          headingLevel={2}
          title={error === true || !isFailed ? t('promo.detailError.title') : error}
          description={t('promo.detailError.description')}
          action={
            onRetry ? (
              <Button variant="secondary" startIcon={<Icon name="refresh" />} onClick={onRetry} data-part="RetryButton">
                {t('actions.retry')}
              </Button>
            ) : undefined
          }
        />
      </DetailRoot>
    );
  }

  if (isLoading || !promotion) {
    return (
      <DetailRoot ref={ref} data-component="PromotionDetail" aria-busy aria-label={t('promo.loading')} {...rest}>
        {back}
        <Hero>
          <ArtFrame>
            <Skeleton {...bones.art} />
          </ArtFrame>
          <HeroBody>
            <Skeleton {...bones.title} />
            <Skeleton {...bones.text} />
          </HeroBody>
        </Hero>
      </DetailRoot>
    );
  }

  return (
    <DetailRoot
      ref={ref}
      data-component="PromotionDetail"
      data-kind={promotion.kind}
      data-status={promotion.status}
      aria-labelledby={titleId}
      {...rest}
    >
      {back}
      <Hero>
        <PromotionArt src={promotion.imageUrl} kind={promotion.kind} />
        <HeroBody>
          <Chips>
            <StatusBadge {...activity} status={promotion.status} data-part="Status" />
            {categoryName ? <Chip data-part="Category">{categoryName}</Chip> : null}
            <Chip data-part="Kind">{t(`promo.kinds.${promotion.kind}`)}</Chip>
            {promotion.target && promotion.target !== 'all' ? (
              <Chip data-part="Target">{t(`promo.targets.${promotion.target}`)}</Chip>
            ) : null}
          </Chips>
          <Title as={titleLevel === 1 ? 'h1' : 'h2'} id={titleId}>{promotion.title}</Title>
          {promotion.summary ? <Summary>{promotion.summary}</Summary> : null}
          <PromotionPeriod startTime={promotion.startTime} endTime={promotion.endTime} timeZone={timeZone} />
          {promotion.status === 'rejected' ? (
            <PanelAlert tone="warning" data-part="RejectReason">
              {promotion.rejectReason
                ? t('promo.rejectedWithReason', { reason: promotion.rejectReason })
                : t('promo.rejected')}
            </PanelAlert>
          ) : null}
          <ActionRow>
            <PromotionAction
              size="lg"
              status={promotion.status}
              onAction={onAction}
              isLoading={isActionPending}
              isVisitor={isVisitor}
              onLoginRequest={onLoginRequest}
            />
          </ActionRow>
        </HeroBody>
      </Hero>
      <Section data-part="Content">
        <h2>
          <Icon name="promo" size="sm" />
          {t('promo.contentTitle')}
        </h2>
        <RichText html={promotion.content} />
      </Section>
      {children}
      {promotion.terms ? (
        <Section data-part="Terms">
          <h2>
            <Icon name="info" size="sm" />
            {t('promo.termsTitle')}
          </h2>
          <RichText html={promotion.terms} size="sm" />
        </Section>
      ) : null}
    </DetailRoot>
  );
});
