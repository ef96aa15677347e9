import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../feedback/EmptyState';
import { Modal, ModalBody } from '../../overlays/Modal';
import { GameTile, GameTileSkeleton } from '../GameTile';
import { gameKey } from '../shared/gameInfo';
import { PopupGrid } from './GamePopupList.styles';
import type { GamePopupListProps } from './GamePopupList.types';

/**
 * The popup game list of SPEC §2: an entry with isGame 'VASSALAGE' opens its vendor's games in a modal instead
 * of launching. Launching a tile reports it; the host closes the popup (or not) through `open`.
 */
export const GamePopupList = forwardRef<HTMLDivElement, GamePopupListProps>(function GamePopupList(
  { vendorName, games, isLoading = false, isFavourite, resolveImageSrc, skeletonCount = 12, onLaunch, isVisitor, onTry, onFavouriteChange, ...rest },
  ref,
) {
  const { t } = useTranslation('lobby');
  return (
    <Modal ref={ref} size="lg" title={t('popup.title', { vendor: vendorName })} {...rest}>
      <ModalBody data-component="GamePopupList" aria-busy={isLoading || undefined}>
        {isLoading ? (
          <PopupGrid as="div" role="status" aria-label={t('popup.loading')} data-part="Skeleton">
            {Array.from({ length: skeletonCount }, (_, i) => (
              <GameTileSkeleton key={i} />
            ))}
          </PopupGrid>
        ) : games.length === 0 ? (
          <EmptyState size="sm" icon="dice" title={t('popup.empty')} />
        ) : (
          <PopupGrid data-part="Grid">
            {games.map((game) => (
              <li key={gameKey(game)}>
                <GameTile
                  game={game}
                  vendorName={vendorName}
                  imageSrc={resolveImageSrc?.(game)}
                  isFavourite={isFavourite?.(game)}
                  onLaunch={onLaunch}
                  isVisitor={isVisitor}
                  onTry={onTry}
                  onFavouriteChange={onFavouriteChange}
                />
              </li>
            ))}
          </PopupGrid>
        )}
      </ModalBody>
    </Modal>
  );
});
