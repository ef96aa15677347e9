/** A short list of game tiles (sports vendors, lotteries): a plain grid, not virtualized, art still loaded lazily. */
import type { Game } from '@croupier/contract';
import { GameTile, GameTileSkeleton, gameKey, media, vars } from '@croupier/ui';
import styled from 'styled-components';
import type { GameLauncher } from './useLaunch';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${vars.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.phoneOnly} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export interface TileListProps {
  games: readonly Game[];
  launcher: GameLauncher;
  isLoading?: boolean;
  skeletonCount?: number;
  'aria-label'?: string;
}

export function TileList({ games, launcher, isLoading = false, skeletonCount = 4, 'aria-label': label }: TileListProps) {
  const { vendorNames, isFavourite, ...actions } = launcher.tileProps;
  if (isLoading && games.length === 0) {
    return (
      <Grid as="div" aria-busy aria-label={label}>
        {Array.from({ length: skeletonCount }, (_, i) => (
          <GameTileSkeleton key={i} />
        ))}
      </Grid>
    );
  }
  return (
    <Grid aria-label={label}>
      {games.map((game) => (
        <li key={gameKey(game)}>
          <GameTile game={game} vendorName={vendorNames[game.vassalage] ?? game.vassalage} isFavourite={isFavourite(game)} {...actions} />
        </li>
      ))}
    </Grid>
  );
}
