import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gamePlaceholder } from '../../navigation/GameMenu/GameMenuTile';
import { Icon } from '../../primitives/Icon';
import { gameArtSrc, gameDisplayName, isTrialPlayable } from '../shared/gameInfo';
import { useInView } from '../shared/useInView';
import { Art, ArtSkeleton, Badge, Badges, FavouriteButton, LaunchButton, Name, Placeholder, TileRoot, TryButton, Vendor } from './GameTile.styles';
import type { GameTileProps } from './GameTile.types';

/**
 * One game: square art (loaded once 10 % visible, a skeleton until it arrives, a generated monogram if it
 * fails), hot and trial badges, the name and vendor below. The name is the launch button and covers the whole
 * tile (click anywhere, Enter, Space); the favourite toggle and the visitors' "Try" sit above it, never nested.
 */
export const GameTile = forwardRef<HTMLDivElement, GameTileProps>(function GameTile(
  { game, vendorName, imageSrc, isFavourite = false, onFavouriteChange, onLaunch, isVisitor = false, onTry, isLazy = true, ...rest },
  ref,
) {
  const { t } = useTranslation('lobby');
  const id = useId();
  const vendorId = `${id}-vendor`;
  const badgesId = `${id}-badges`;
  const artRef = useRef<HTMLSpanElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const inView = useInView(artRef, { enabled: isLazy });
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  const name = gameDisplayName(game);
  const src = imageSrc ?? gameArtSrc(game);
  const hasFailed = !src || failedSrc === src;
  const isLoaded = Boolean(src) && loadedSrc === src;
  const artState = hasFailed ? 'fallback' : isLoaded ? 'loaded' : inView ? 'loading' : 'idle';
  const placeholder = gamePlaceholder(name);
  const isTrial = isTrialPlayable(game);
  const canTry = isVisitor && isTrial && Boolean(onTry);
  // A picture that arrived before the page's script (server markup being hydrated) sent its load event to no one.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth > 0 && src) setLoadedSrc(src);
  }, [src, inView]);

  return (
    <TileRoot ref={ref} data-component="GameTile" data-vendor={game.vassalage} {...rest}>
      <Art ref={artRef} data-part="Art" data-state={artState} data-eager={isLazy ? undefined : ''}>
        {hasFailed ? (
          <Placeholder data-part="Placeholder" data-tone={placeholder.tone} aria-hidden="true">
            {placeholder.initials}
          </Placeholder>
        ) : (
          <>
            {isLoaded ? null : <ArtSkeleton data-part="ArtSkeleton" aria-hidden="true" />}
            {inView ? <img ref={imageRef} src={src} alt="" decoding="async" onLoad={() => setLoadedSrc(src)} onError={() => setFailedSrc(src)} /> : null}
          </>
        )}
        {game.isHot || isTrial ? (
          <Badges id={badgesId} data-part="Badges">
            {game.isHot ? <Badge data-kind="hot">{t('tile.hot')}</Badge> : null}
            {isTrial ? <Badge data-kind="trial">{t('tile.trial')}</Badge> : null}
          </Badges>
        ) : null}
      </Art>
      <Name data-part="Name">
        <LaunchButton
          type="button"
          data-part="LaunchButton"
          aria-describedby={game.isHot || isTrial ? `${vendorId} ${badgesId}` : vendorId}
          onClick={() => onLaunch?.(game)}
        >
          {name}
        </LaunchButton>
      </Name>
      <Vendor id={vendorId} data-part="Vendor">
        {vendorName ?? game.vassalage}
      </Vendor>
      {onFavouriteChange ? (
        <FavouriteButton
          type="button"
          data-part="FavouriteButton"
          aria-pressed={isFavourite}
          aria-label={t('tile.favourite', { name })}
          onClick={() => onFavouriteChange(game, !isFavourite)}
        >
          <Icon name="favourite" />
        </FavouriteButton>
      ) : null}
      {canTry ? (
        <TryButton type="button" data-part="TryButton" aria-label={t('tile.tryName', { name })} onClick={() => onTry?.(game)}>
          <Icon name="play" size="xs" />
          {t('tile.try')}
        </TryButton>
      ) : null}
    </TileRoot>
  );
});
