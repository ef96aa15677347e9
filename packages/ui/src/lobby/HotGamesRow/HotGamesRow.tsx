import { forwardRef, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../actions/IconButton';
import { Icon } from '../../primitives/Icon';
import { GameTile, GameTileSkeleton } from '../GameTile';
import { gameKey } from '../shared/gameInfo';
import { renderLobbyLink } from '../shared/links';
import { usePrefersReducedMotion } from '../shared/usePrefersReducedMotion';
import { RowHeader, RowRoot, Scroller, ViewAllSlot } from './HotGamesRow.styles';
import type { HotGamesRowProps } from './HotGamesRow.types';

/** The home page's hot games: a titled, sideways-scrolling row of tiles with "View all" and paging arrows. */
export const HotGamesRow = forwardRef<HTMLElement, HotGamesRowProps>(function HotGamesRow(
  {
    games,
    isLoading = false,
    title,
    viewAllHref,
    renderLink,
    onNavigate,
    vendorNames,
    isFavourite,
    resolveImageSrc,
    skeletonCount = 8,
    onLaunch,
    isVisitor,
    onTry,
    onFavouriteChange,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('lobby');
  const headingId = useId();
  const scrollerRef = useRef<HTMLUListElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const page = (direction: 1 | -1) => {
    const el = scrollerRef.current;
    if (!el) return;
    // Towards the inline end: leftwards in a right-to-left language.
    const inline = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
    el.scrollBy({ left: inline * direction * el.clientWidth * 0.8, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  return (
    <RowRoot ref={ref} data-component="HotGamesRow" aria-labelledby={headingId} aria-busy={isLoading || undefined} {...rest}>
      <RowHeader>
        <h2 id={headingId}>
          <Icon name="hot" />
          {title ?? t('hotRow.title')}
        </h2>
        {viewAllHref ? (
          <ViewAllSlot data-part="ViewAll">
            {renderLobbyLink(
              {
                href: viewAllHref,
                children: (
                  <>
                    {t('hotRow.viewAll')}
                    <Icon name="chevronRight" size="sm" />
                  </>
                ),
              },
              renderLink,
              onNavigate,
            )}
          </ViewAllSlot>
        ) : null}
        {games.length > 0 ? (
          <>
            <IconButton icon="chevronLeft" size="sm" variant="secondary" label={t('hotRow.previous')} onClick={() => page(-1)} />
            <IconButton icon="chevronRight" size="sm" variant="secondary" label={t('hotRow.next')} onClick={() => page(1)} />
          </>
        ) : null}
      </RowHeader>
      {isLoading && games.length === 0 ? (
        <Scroller as="div" role="status" aria-label={t('hotRow.loading')} data-part="Skeleton">
          {Array.from({ length: skeletonCount }, (_, i) => (
            <GameTileSkeleton key={i} />
          ))}
        </Scroller>
      ) : (
        <Scroller ref={scrollerRef} data-part="Scroller">
          {games.map((game) => (
            <li key={gameKey(game)}>
              <GameTile
                game={game}
                vendorName={vendorNames?.[game.vassalage]}
                imageSrc={resolveImageSrc?.(game)}
                isFavourite={isFavourite?.(game)}
                onLaunch={onLaunch}
                isVisitor={isVisitor}
                onTry={onTry}
                onFavouriteChange={onFavouriteChange}
              />
            </li>
          ))}
        </Scroller>
      )}
    </RowRoot>
  );
});
