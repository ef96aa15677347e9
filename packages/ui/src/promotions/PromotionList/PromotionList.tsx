import { forwardRef, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { EmptyState } from '../../feedback/EmptyState';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../navigation/Tabs';
import { PromotionCard, PromotionCardSkeleton } from '../PromotionCard';
import { Grid, ListRoot, ListTitle } from './PromotionList.styles';
import type { PromotionListProps } from './PromotionList.types';

/** The "All" tab's value (a category id is never empty). */
const all = '';
const skeletonCount = 6;
const looks = { empty: { icon: 'promo', size: 'md' }, error: { icon: 'error', size: 'md' } } as const;

/**
 * The promotions page (/promotions): the type-category tabs (with counts; "All" first), then the cards in a grid
 * that becomes one column on phones; skeleton cards while loading, an empty state per category, an error with retry.
 */
export const PromotionList = forwardRef<HTMLElement, PromotionListProps>(function PromotionList(
  {
    categories,
    promotions,
    categoryId,
    onCategoryChange,
    isLoading = false,
    error,
    onRetry,
    title,
    isTitleHidden = false,
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
  const titleId = useId();
  const isFailed = error !== undefined && error !== null && error !== false && error !== '';
  const names = useMemo(() => new Map(categories.map((c) => [c.id, c.name])), [categories]);
  const counts = useMemo(() => {
    const map = new Map<string, number>();
    for (const p of promotions) map.set(p.categoryId, (map.get(p.categoryId) ?? 0) + 1);
    return map;
  }, [promotions]);
  const selected = categoryId ?? all;
  const shown = selected === all ? promotions : promotions.filter((p) => p.categoryId === selected);
  const tabs = [{ id: all, name: t('promo.allCategories') }, ...categories];

  const content = isFailed ? (
    <EmptyState
      role="alert"
      {...looks.error}
      headingLevel={3}
      title={error === true ? t('promo.error.title') : error}
      description={t('promo.error.description')}
      action={
        onRetry ? (
          <Button variant="secondary" startIcon={<Icon name="refresh" />} onClick={onRetry} data-part="RetryButton">
            {t('actions.retry')}
          </Button>
        ) : undefined
      }
    />
  ) : isLoading ? (
    <Grid aria-busy aria-label={t('promo.loading')} data-part="Grid">
      {Array.from({ length: skeletonCount }, (_, i) => (
        <li key={i}>
          <PromotionCardSkeleton />
        </li>
      ))}
    </Grid>
  ) : shown.length === 0 ? (
    <EmptyState
      {...looks.empty}
      headingLevel={3}
      title={t('promo.empty.title')}
      description={selected === all ? t('promo.empty.description') : t('promo.empty.categoryDescription')}
      action={
        selected === all ? undefined : (
          <Button variant="secondary" onClick={() => onCategoryChange(null)} data-part="ShowAllButton">
            {t('promo.empty.showAll')}
          </Button>
        )
      }
      data-part="Empty"
    />
  ) : (
    <Grid data-part="Grid">
      {shown.map((promotion) => (
        <li key={promotion.id}>
          <PromotionCard
            promotion={promotion}
            categoryName={names.get(promotion.categoryId)}
            hrefFor={hrefFor}
            renderLink={renderLink}
            onNavigate={onNavigate}
            onAction={onAction}
            isVisitor={isVisitor}
            onLoginRequest={onLoginRequest}
            timeZone={timeZone}
          />
        </li>
      ))}
    </Grid>
  );

  return (
    <ListRoot ref={ref} data-component="PromotionList" aria-labelledby={titleId} aria-busy={isLoading || undefined} {...rest}>
      {isTitleHidden ? (
        <VisuallyHidden as="h2" id={titleId}>
          {title ?? t('promo.title')}
        </VisuallyHidden>
      ) : (
        <ListTitle id={titleId} data-part="Title">
          <Icon name="promo" />
          {title ?? t('promo.title')}
        </ListTitle>
      )}
      <Tabs variant="pill" value={selected} onValueChange={(value) => onCategoryChange(value === all ? null : value)}>
        <TabsList aria-label={t('promo.categoriesLabel')}>
          {tabs.map((tab) => (
            <TabsTrigger
              key={tab.id}
              value={tab.id}
              badge={isLoading || isFailed ? undefined : tab.id === all ? promotions.length : (counts.get(tab.id) ?? 0)}
              data-category={tab.id || 'all'}
            >
              {tab.name}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.id} value={tab.id}>
            {content}
          </TabsContent>
        ))}
      </Tabs>
    </ListRoot>
  );
});
