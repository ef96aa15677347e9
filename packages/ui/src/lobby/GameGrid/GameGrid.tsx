import { INFINITE_SCROLL_THROTTLE_MS } from '@croupier/contract';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { forwardRef, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../feedback/EmptyState';
import { mergeRefs } from '../../forms/shared/fieldParts';
import { GameTile, GameTileSkeleton } from '../GameTile';
import { gameKey } from '../shared/gameInfo';
import { useThrottledCallback } from '../shared/useThrottledCallback';
import { EmptyWrap, FluidGrid, FluidRow, FluidRows, GridRoot, Row, StaticRows, VirtualList } from './GameGrid.styles';
import { gameGridDefaults, type GameGridProps } from './GameGrid.types';

/** Columns that fit `width`: as many tiles of at least `minTile` px as the gaps allow, never fewer than two. */
export function gameGridColumns(width: number, minTile: number, gap: number): number {
  if (!(width > 0)) return 2;
  return Math.max(2, Math.floor((width + gap) / (minTile + gap)));
}

/** Tiles in a row of loading tiles before the width is measured (CSS shows as many as fit: 6 in the 960 px content). */
const FLUID_ROW_TILES = 8;

/**
 * Games shown before the width is measured (a page rendered on the server with its first page of games): their
 * pictures are in the page's markup, requested with it, not once a script has run. (Two pages of 24; a grid hidden in
 * an inactive panel measures no width and keeps showing these.)
 */
const FLUID_MAX_GAMES = 48;

const noSubscription = () => () => undefined;
/** True on the server and while hydrating its markup; false in a render the browser starts itself. */
const useServerMarkup = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/** Row height before measuring: square art, two name lines and the vendor line. */
function estimateRowHeight(width: number, columns: number, gap: number): number {
  const tile = (Math.max(width, 2 * 140) - gap * (columns - 1)) / columns;
  return Math.round(tile + 64);
}

/**
 * A virtualized, responsive grid of GameTiles for very long lists (the slot hall's ~10,000 games): the window
 * scrolls, only the rows near the viewport are mounted, the column count follows the container width, and
 * `onEndReached` asks for the next page (throttled to 200 ms, SPEC §9). Skeleton rows while loading; an empty
 * state when there is nothing to show.
 */
export const GameGrid = forwardRef<HTMLDivElement, GameGridProps>(function GameGrid(
  {
    games,
    vendorNames,
    isFavourite,
    resolveImageSrc,
    isLoading = false,
    hasMore = false,
    onEndReached,
    endReachedThresholdRows = gameGridDefaults.endReachedThresholdRows,
    minTileWidth = gameGridDefaults.minTileWidth,
    gap = gameGridDefaults.gap,
    overscanRows = gameGridDefaults.overscanRows,
    skeletonRows = gameGridDefaults.skeletonRows,
    emptyState,
    onLaunch,
    isVisitor,
    onTry,
    onFavouriteChange,
    style,
    'aria-label': ariaLabel,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('lobby');
  const rootRef = useRef<HTMLDivElement>(null);
  const mergedRef = useMemo(() => mergeRefs(ref, rootRef), [ref]);
  const [width, setWidth] = useState(0);
  const [scrollMargin, setScrollMargin] = useState(0);
  const isServerMarkup = useServerMarkup();
  // The games the server's markup showed keep their pictures (already there) when the measured rows replace it.
  const [eagerCount] = useState(() => (isServerMarkup ? Math.min(games.length, FLUID_MAX_GAMES) : 0));
  // A hydrated grid keeps the server's layout until the visitor first scrolls (or more games arrive than it shows):
  // replacing the tiles at once would paint their pictures a second time, which the browser may count as the page's
  // largest paint, seconds late. Rows further down are what scrolling needs the virtualized grid for.
  const [keepsServerLayout, setKeepsServerLayout] = useState(() => isServerMarkup && games.length > 0);
  useEffect(() => {
    if (!keepsServerLayout) return undefined;
    const release = () => setKeepsServerLayout(false);
    const options = { once: true, passive: true } as const;
    window.addEventListener('scroll', release, options);
    window.addEventListener('keydown', release, options);
    return () => {
      window.removeEventListener('scroll', release);
      window.removeEventListener('keydown', release);
    };
  }, [keepsServerLayout]);
  const showsServerLayout = games.length > 0 && ((width === 0 && isServerMarkup) || (keepsServerLayout && games.length <= FLUID_MAX_GAMES));

  // Width drives the columns; the offset from the document top is the window virtualizer's scroll margin.
  useLayoutEffect(() => {
    const element = rootRef.current;
    if (!element) return undefined;
    const measure = () => {
      setWidth(element.clientWidth);
      setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // Content above the grid (a banner, tabs) can move it without resizing it.
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const columns = gameGridColumns(width, minTileWidth, gap);
  const rowCount = Math.ceil(games.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimateRowHeight(width, columns, gap),
    overscan: overscanRows,
    scrollMargin,
    gap,
    // React 19 batches the scroll updates well enough; flushSync inside scroll handlers only adds warnings.
    useFlushSync: false,
  });

  // Column changes reflow every row; drop the old measurements.
  useEffect(() => {
    virtualizer.measure();
  }, [columns, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const lastIndex = items.length > 0 ? items[items.length - 1]!.index : -1;

  const state = useRef({ lastIndex, rowCount, hasMore, isLoading, onEndReached, endReachedThresholdRows, showsServerLayout });
  useEffect(() => {
    state.current = { lastIndex, rowCount, hasMore, isLoading, onEndReached, endReachedThresholdRows, showsServerLayout };
  });
  // (The server's layout asks for nothing more: the first scroll hands over to the rows, which then do.)
  const isNearEnd = useCallback(() => {
    const s = state.current;
    return Boolean(s.onEndReached) && !s.showsServerLayout && s.hasMore && !s.isLoading && s.rowCount > 0 && s.lastIndex >= s.rowCount - 1 - s.endReachedThresholdRows;
  }, []);
  // The trailing call re-checks: by then the page may be loading or the user may have scrolled away.
  const requestEnd = useThrottledCallback(() => {
    if (isNearEnd()) state.current.onEndReached?.();
  }, INFINITE_SCROLL_THROTTLE_MS);
  useEffect(() => {
    if (isNearEnd()) requestEnd();
  }, [lastIndex, rowCount, hasMore, isLoading, isNearEnd, requestEnd, showsServerLayout]);

  const layout = { ...style, '--game-grid-columns': columns, '--game-grid-gap': `${gap}px`, '--game-grid-min-tile': `${minTileWidth}px` } as CSSProperties;
  const tileProps = { onLaunch, isVisitor, onTry, onFavouriteChange };
  /** The game at `index` of the list as a list item; its picture loads at once when `isLazy` is false. */
  const listItem = (game: (typeof games)[number], index: number, isLazy: boolean) => (
    <div key={gameKey(game)} role="listitem" aria-posinset={index + 1} aria-setsize={hasMore ? -1 : games.length}>
      <GameTile
        game={game}
        vendorName={vendorNames?.[game.vassalage]}
        imageSrc={resolveImageSrc?.(game)}
        isFavourite={isFavourite?.(game)}
        isLazy={isLazy}
        {...tileProps}
      />
    </div>
  );
  const skeletonRow = (key: number) =>
    Array.from({ length: columns }, (_, i) => <GameTileSkeleton key={`${key}-${i}`} />);

  if (games.length === 0 && !isLoading) {
    return (
      <GridRoot ref={mergedRef} data-component="GameGrid" style={layout} {...rest}>
        {emptyState ?? (
          <EmptyWrap>
            <EmptyState icon="dice" title={t('grid.emptyTitle')} description={t('grid.emptyDescription')} />
          </EmptyWrap>
        )}
      </GridRoot>
    );
  }

  return (
    <GridRoot ref={mergedRef} data-component="GameGrid" aria-busy={isLoading || undefined} style={layout} {...rest}>
      {showsServerLayout ? (
        // Rendered on the server with games (the render that hydrates it, and after it until the first scroll): no
        // width to measure, so CSS lays them out in the columns the measured grid will have; their pictures are in
        // the markup, requested with the page.
        <FluidGrid data-part="List" role="list" aria-label={ariaLabel ?? t('grid.label')}>
          {games.slice(0, FLUID_MAX_GAMES).map((game, i) => listItem(game, i, false))}
        </FluidGrid>
      ) : games.length > 0 ? (
        <VirtualList data-part="List" role="list" aria-label={ariaLabel ?? t('grid.label')} style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const start = item.index * columns;
            const rowGames = games.slice(start, start + columns);
            return (
              <Row
                key={item.key}
                ref={virtualizer.measureElement}
                data-part="Row"
                data-index={item.index}
                role="none"
                style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
              >
                {rowGames.map((game, i) => listItem(game, start + i, start + i >= eagerCount))}
              </Row>
            );
          })}
        </VirtualList>
      ) : null}
      {isLoading && width === 0 && games.length === 0 ? (
        // Not measured yet (prerendered, or the first render): CSS lays the loading tiles out at their final size.
        <FluidRows data-part="Skeleton" role="status" aria-label={t('grid.loading')}>
          {Array.from({ length: skeletonRows }, (_, row) => (
            <FluidRow key={row}>
              {Array.from({ length: FLUID_ROW_TILES }, (_, i) => (
                <GameTileSkeleton key={i} />
              ))}
            </FluidRow>
          ))}
        </FluidRows>
      ) : isLoading ? (
        <StaticRows
          data-part={games.length > 0 ? 'MoreSkeleton' : 'Skeleton'}
          role="status"
          aria-label={games.length > 0 ? t('grid.loadingMore') : t('grid.loading')}
        >
          {Array.from({ length: games.length > 0 ? 1 : skeletonRows }, (_, row) => skeletonRow(row))}
        </StaticRows>
      ) : null}
    </GridRoot>
  );
});
