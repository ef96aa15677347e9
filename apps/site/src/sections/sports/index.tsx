/**
 * /sports: the sports vendor launcher. Sportsbooks, e-sports (split from SPORTS into their own group) and the DS88
 * cockfight, each vendor's book as a tile that launches it.
 */
import { useGameList } from '@croupier/data';
import { Heading, Stack } from '@croupier/ui';
import { useTranslation } from 'react-i18next';
import { TileList } from '../../games/TileList';
import { useGameLauncher, type GameLauncher } from '../../games/useLaunch';
import { SectionPage } from '../SectionPage';

const groups = [
  { gameType: 'SPORTS', label: 'frame:categories.sports' },
  { gameType: 'ESPORTS', label: 'frame:categories.esports' },
  { gameType: 'COCKFIGHT', label: 'frame:categories.ds88' },
] as const;

function SportsGroup({ gameType, label, launcher }: { gameType: string; label: string; launcher: GameLauncher }) {
  const { t } = useTranslation('site');
  const list = useGameList({ gameType });
  if (!list.isLoadingFirst && list.games.length === 0) return null;
  const id = `sports-${gameType.toLowerCase()}`;
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <Heading level={2} size="lg" id={id}>
        {t(label)}
      </Heading>
      <TileList games={list.games} launcher={launcher} isLoading={list.isLoadingFirst} skeletonCount={2} />
    </Stack>
  );
}

export function Component() {
  const launcher = useGameLauncher();
  return (
    <SectionPage>
      {groups.map((group) => (
        <SportsGroup key={group.gameType} gameType={group.gameType} label={group.label} launcher={launcher} />
      ))}
      {launcher.dialogs}
    </SectionPage>
  );
}
