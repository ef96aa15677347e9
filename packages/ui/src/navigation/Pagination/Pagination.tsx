import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../forms/Select';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { Bar, Compact, Ellipsis, Meta, PageButton, PageNumber, Pages, PaginationRoot } from './Pagination.styles';
import type { PaginationProps } from './Pagination.types';
import { paginationItems } from './paginationItems';

/**
 * Page navigation for records: previous, numbered pages with gaps, next; an optional page-size select and item
 * total. Under 600 px of its own width (a phone, a narrow panel) it shows previous, "3 / 12" and next only.
 */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  {
    page,
    pageCount,
    onPageChange,
    siblingCount = 1,
    boundaryCount = 1,
    pageSize,
    pageSizeOptions,
    onPageSizeChange,
    totalItems,
    'aria-label': ariaLabel,
    ...rest
  },
  ref,
) {
  const { t, i18n } = useTranslation('ui');
  const count = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const items = useMemo(
    () => paginationItems(current, count, siblingCount, boundaryCount),
    [current, count, siblingCount, boundaryCount],
  );
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= count) onPageChange(target);
  };
  const hasSizeSelect = pageSize !== undefined && pageSizeOptions !== undefined && onPageSizeChange !== undefined;

  return (
    <PaginationRoot ref={ref} data-component="Pagination" aria-label={ariaLabel ?? t('pagination.label')} {...rest}>
      <Bar data-part="Bar">
        {totalItems !== undefined || hasSizeSelect ? (
          <Meta data-part="Meta">
            {totalItems !== undefined ? (
              <span data-part="Total">{t('pagination.total', { total: number.format(totalItems) })}</span>
            ) : null}
            {hasSizeSelect ? (
              <Select
                data-part="PageSize"
                size="sm"
                label={t('pagination.pageSize')}
                placeholder={null}
                value={String(pageSize)}
                options={pageSizeOptions.map((size) => ({
                  value: String(size),
                  label: t('pagination.perPage', { size: number.format(size) }),
                }))}
                onChange={(event) => onPageSizeChange(Number(event.target.value))}
              />
            ) : null}
          </Meta>
        ) : null}
        <Pages data-part="Pages">
          <li>
            <PageButton
              type="button"
              data-part="PreviousButton"
              aria-label={t('pagination.previous')}
              disabled={current <= 1}
              onClick={() => go(current - 1)}
            >
              <Icon name="chevronLeft" size="sm" />
            </PageButton>
          </li>
          {items.map((item) =>
            typeof item === 'number' ? (
              <PageNumber key={item}>
                <PageButton
                  type="button"
                  data-part="PageButton"
                  aria-label={t('pagination.page', { page: item })}
                  aria-current={item === current ? 'page' : undefined}
                  onClick={() => go(item)}
                >
                  {number.format(item)}
                </PageButton>
              </PageNumber>
            ) : (
              <PageNumber key={item} aria-hidden="true">
                <Ellipsis data-part="Ellipsis" />
              </PageNumber>
            ),
          )}
          <Compact data-part="Compact">
            <span aria-hidden="true">{t('pagination.compact', { page: number.format(current), pages: number.format(count) })}</span>
            <VisuallyHidden>{t('pagination.pageOf', { page: current, pages: count })}</VisuallyHidden>
          </Compact>
          <li>
            <PageButton
              type="button"
              data-part="NextButton"
              aria-label={t('pagination.next')}
              disabled={current >= count}
              onClick={() => go(current + 1)}
            >
              <Icon name="chevronRight" size="sm" />
            </PageButton>
          </li>
        </Pages>
      </Bar>
    </PaginationRoot>
  );
});
