import { Fragment, useId, useRef, type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../feedback/EmptyState';
import { Skeleton } from '../../feedback/Skeleton';
import { Select } from '../../forms/Select';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import {
  Card,
  CardList,
  CardsToolbar,
  CardTitle,
  CaptionText,
  Cell,
  EmptyCell,
  FooterCell,
  FooterHeaderCell,
  HeaderCell,
  Pairs,
  Row,
  Scroller,
  SortButton,
  TableElement,
  TableRoot,
} from './Table.styles';
import type { TableAlign, TableColumn, TableProps, TableSort } from './Table.types';
import { useNarrowAndScrollable } from './useNarrowAndScrollable';

/** Attributes that are not text (kept out of JSX, where the no-literal-string lint reads every literal as text). */
const textBone = { shape: 'text' } as const;
const scrollRegion = { tabIndex: 0, role: 'region' } as const;

const interactive = 'a, button, input, select, textarea, label, summary, [role="button"], [role="link"], [tabindex]';

const alignOf = (column: TableColumn<never>): TableAlign => column.align ?? (column.isNumeric ? 'end' : 'start');
const cssLength = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/** The next sort after a click on a header: a new column sorts ascending, the sorted one flips. */
export function nextSort(current: TableSort | null | undefined, key: string): TableSort {
  if (current?.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: 'ascending' };
}

/**
 * A data table from column definitions: controlled sort (sortable headers are buttons, `aria-sort` on the sorted
 * one), a sticky header, skeleton rows while loading, an empty state, an optional totals row. Under `cardsBelow`
 * px of its own width it becomes a list of cards, each row a card of "header: value" pairs (a `<ul>` of `<dl>`s,
 * which screen readers announce as a list of n items; the table itself is not restyled, so no semantics are lost).
 */
export function Table<Row>({
  columns,
  rows,
  getRowId,
  caption,
  isCaptionHidden = false,
  sort = null,
  onSortChange,
  isLoading = false,
  loadingRowCount = 5,
  emptyTitle,
  emptyDescription,
  emptyAction,
  emptyIcon = 'receipt',
  totals,
  totalsLabel,
  onRowActivate,
  layout = 'auto',
  cardsBelow = 600,
  maxHeight,
  style,
  ref,
  ...rest
}: TableProps<Row> & { ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('ui');
  const captionId = useId();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const scrollerRef = useRef<HTMLDivElement | null>(null);
  const { isNarrow, isScrollable } = useNarrowAndScrollable(rootRef, scrollerRef, cardsBelow);
  const isCards = layout === 'cards' || (layout === 'auto' && isNarrow);
  const isEmpty = !isLoading && rows.length === 0;
  const totalsText = totalsLabel ?? t('table.totals');
  const canSort = onSortChange !== undefined;

  const setRefs = (node: HTMLDivElement | null) => {
    rootRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const activation = (row: Row) =>
    onRowActivate
      ? {
          tabIndex: 0,
          'data-interactive': '',
          onClick: (event: MouseEvent<HTMLElement>) => {
            // A button or link inside the row does its own job, not the row's.
            const control = (event.target as HTMLElement).closest(interactive);
            if (control && control !== event.currentTarget) return;
            onRowActivate(row);
          },
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
            // Only the row itself: a button inside the row keeps its own keys.
            if (event.target !== event.currentTarget) return;
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              onRowActivate(row);
            }
          },
        }
      : {};

  const empty = (
    <EmptyState
      size="sm"
      icon={emptyIcon}
      title={emptyTitle ?? t('table.emptyTitle')}
      description={emptyDescription === undefined ? t('table.emptyDescription') : emptyDescription}
      action={emptyAction}
    />
  );
  const loadingStatus = isLoading ? (
    <VisuallyHidden role="status" data-part="LoadingStatus">
      {t('table.loading')}
    </VisuallyHidden>
  ) : null;

  if (isCards) {
    const cardColumns = columns.filter((column) => !column.hideOnPhone);
    const sortable = columns.filter((column) => column.sortable);
    const nameOf = (column: TableColumn<Row>) =>
      column.headerText ?? (typeof column.header === 'string' ? column.header : column.key);
    const pairs = (cells: Array<[TableColumn<Row>, ReactNode]>) => (
      <Pairs data-part="Pairs">
        {cells.map(([column, value]) => (
          <Fragment key={column.key}>
            <dt>{column.header}</dt>
            <dd data-numeric={column.isNumeric ? '' : undefined}>{value}</dd>
          </Fragment>
        ))}
      </Pairs>
    );
    return (
      <TableRoot ref={setRefs} data-component="Table" data-layout="cards" style={style} {...rest}>
        {isCaptionHidden ? (
          <VisuallyHidden id={captionId}>{caption}</VisuallyHidden>
        ) : (
          <CaptionText id={captionId} data-part="Caption">
            {caption}
          </CaptionText>
        )}
        {canSort && sortable.length > 0 && !isEmpty ? (
          <CardsToolbar data-part="SortSelect">
            <Select
              size="sm"
              label={t('table.sortBy')}
              placeholder={null}
              value={sort ? `${sort.key}:${sort.direction}` : ''}
              options={[
                { value: '', label: t('table.sortNone') },
                ...sortable.flatMap((column) => [
                  { value: `${column.key}:ascending`, label: t('table.sortAscending', { column: nameOf(column) }) },
                  { value: `${column.key}:descending`, label: t('table.sortDescending', { column: nameOf(column) }) },
                ]),
              ]}
              onChange={(event) => {
                const [key, direction] = event.target.value.split(':');
                onSortChange(key && direction ? { key, direction: direction as TableSort['direction'] } : null);
              }}
            />
          </CardsToolbar>
        ) : null}
        {loadingStatus}
        {isEmpty ? (
          empty
        ) : (
          <CardList data-part="Cards" aria-labelledby={captionId} aria-busy={isLoading || undefined}>
            {isLoading
              ? Array.from({ length: loadingRowCount }, (_, i) => (
                  <Card key={i} data-part="SkeletonCard">
                    <Skeleton {...textBone} lines={Math.min(cardColumns.length, 4)} />
                  </Card>
                ))
              : rows.map((row, index) => (
                  <Card key={getRowId(row)} data-part="Card" {...activation(row)}>
                    {pairs(
                      cardColumns
                        .map((column): [TableColumn<Row>, ReactNode] => [column, column.cell(row, index)])
                        .filter(([column, value]) => !column.hideOnCardWhenEmpty || (value !== null && value !== undefined)),
                    )}
                  </Card>
                ))}
            {totals && !isLoading ? (
              <Card data-part="TotalsCard">
                <CardTitle>{totalsText}</CardTitle>
                {pairs(
                  cardColumns
                    .filter((column) => totals[column.key] !== undefined)
                    .map((column) => [column, totals[column.key]]),
                )}
              </Card>
            ) : null}
          </CardList>
        )}
      </TableRoot>
    );
  }

  return (
    <TableRoot ref={setRefs} data-component="Table" data-layout="table" style={style} {...rest}>
      {loadingStatus}
      <Scroller
        ref={scrollerRef}
        data-part="Scroller"
        style={maxHeight !== undefined ? ({ '--table-max-height': cssLength(maxHeight) } as CSSProperties) : undefined}
        // A scroll area that overflows must be reachable by keyboard (WCAG 2.1.1).
        {...(isScrollable ? { ...scrollRegion, 'aria-labelledby': captionId } : {})}
      >
        <TableElement data-part="Table" aria-busy={isLoading || undefined}>
          <caption id={captionId} data-hidden={isCaptionHidden ? '' : undefined}>{isCaptionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const isSorted = sort?.key === column.key;
                return (
                  <HeaderCell
                    key={column.key}
                    data-align={alignOf(column as TableColumn<never>)}
                    aria-sort={isSorted ? sort.direction : undefined}
                    style={column.width !== undefined ? { width: cssLength(column.width) } : undefined}
                  >
                    {column.sortable && canSort ? (
                      <SortButton type="button" data-part="SortButton" onClick={() => onSortChange(nextSort(sort, column.key))}>
                        {column.header}
                        <Icon name={isSorted && sort.direction === 'ascending' ? 'chevronUp' : 'chevronDown'} size="xs" />
                      </SortButton>
                    ) : (
                      column.header
                    )}
                  </HeaderCell>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {isLoading ? (
              Array.from({ length: loadingRowCount }, (_, i) => (
                <Row key={i} data-part="SkeletonRow">
                  {columns.map((column) => (
                    <Cell key={column.key} data-align={alignOf(column as TableColumn<never>)}>
                      <Skeleton {...textBone} width={column.isNumeric ? '4em' : '70%'} style={{ display: 'inline-block' }} />
                    </Cell>
                  ))}
                </Row>
              ))
            ) : isEmpty ? (
              <tr>
                <EmptyCell colSpan={columns.length}>{empty}</EmptyCell>
              </tr>
            ) : (
              rows.map((row, index) => (
                <Row key={getRowId(row)} data-part="Row" {...activation(row)}>
                  {columns.map((column) => (
                    <Cell
                      key={column.key}
                      data-align={alignOf(column as TableColumn<never>)}
                      data-numeric={column.isNumeric ? '' : undefined}
                    >
                      {column.cell(row, index)}
                    </Cell>
                  ))}
                </Row>
              ))
            )}
          </tbody>
          {totals && !isLoading && !isEmpty ? (
            <tfoot>
              <tr data-part="TotalsRow">
                {columns.map((column, index) => {
                  const value = totals[column.key];
                  const align = alignOf(column as TableColumn<never>);
                  const numeric = column.isNumeric ? '' : undefined;
                  return index === 0 ? (
                    <FooterHeaderCell key={column.key} data-align={align} data-numeric={numeric}>
                      {value ?? totalsText}
                    </FooterHeaderCell>
                  ) : (
                    <FooterCell key={column.key} data-align={align} data-numeric={numeric}>
                      {value}
                    </FooterCell>
                  );
                })}
              </tr>
            </tfoot>
          ) : null}
        </TableElement>
      </Scroller>
    </TableRoot>
  );
}
