import { forwardRef, useState, type ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Art, Placeholder, Ribbon, Tile, TileName } from './GameMenu.styles';
import { gameMenuPlaceholderTones, type GameMenuGame, type GameMenuPlaceholderTone } from './GameMenu.types';

export interface GameMenuTileProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  game: GameMenuGame;
}

/** A stable tone and monogram for a game without art, so a missing image never shows as broken. */
export function gamePlaceholder(name: string): { tone: GameMenuPlaceholderTone; initials: string } {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  const words = name.trim().split(/\s+/).filter(Boolean);
  const initials = (words.length > 1 ? `${[...words[0]!][0]}${[...words[1]!][0]}` : [...(words[0] ?? '?')].slice(0, 2).join('')).toUpperCase();
  return { tone: gameMenuPlaceholderTones[h % gameMenuPlaceholderTones.length]!, initials };
}

/** One game in the header drop menu: square art (or its placeholder), hot/new ribbon, name below. */
export const GameMenuTile = forwardRef<HTMLButtonElement, GameMenuTileProps>(function GameMenuTile({ game, ...rest }, ref) {
  const { t } = useTranslation('frame');
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(game.imageSrc) && failedSrc !== game.imageSrc;
  const placeholder = gamePlaceholder(game.name);
  return (
    <Tile ref={ref} type="button" data-component="GameMenuTile" {...rest}>
      <Art data-part="Art">
        {showImage ? (
          <img src={game.imageSrc} alt="" loading="lazy" decoding="async" onError={() => setFailedSrc(game.imageSrc ?? null)} />
        ) : (
          <Placeholder data-part="Placeholder" data-tone={placeholder.tone} aria-hidden="true">
            {placeholder.initials}
          </Placeholder>
        )}
        {game.isHot ? <Ribbon data-kind="hot">{t('gameMenu.hot')}</Ribbon> : game.isNew ? <Ribbon data-kind="new">{t('gameMenu.new')}</Ribbon> : null}
      </Art>
      <TileName data-part="Name">{game.name}</TileName>
    </Tile>
  );
});
