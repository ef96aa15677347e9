/**
 * /sports: the sports vendor launcher. Sportsbooks, e-sports (split from SPORTS into their own group) and the DS88
 * cockfight, each vendor's book as a tile that launches it. The header's own entries narrow it: `?type=esports` shows
 * the e-sports group only, `?vassalage=DS88` that vendor's books only.
 */
import { useGameList } from '@croupier/data';
import { Heading, Stack } from '@croupier/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TileList } from '../../games/TileList';
import { useGameLauncher, type GameLauncher } from '../../games/useLaunch';
import { SectionPage } from '../SectionPage';

const groups = [
  { gameType: 'SPORTS', label: 'frame:categories.sports' },
  { gameType: 'ESPORTS', label: 'frame:categories.esports' },
  { gameType: 'COCKFIGHT', label: 'frame:categories.ds88' },
] as const;

function SportsGroup({ gameType, vassalage, label, launcher }: { gameType: string; vassalage: string | null; label: string; launcher: GameLauncher }) {
  const { t } = useTranslation('site');
  const list = useGameList(vassalage ? { gameType, vassalage } : { gameType });
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
  const [params] = useSearchParams();
  const type = params.get('type')?.toUpperCase() ?? null;
  const vassalage = params.get('vassalage')?.toUpperCase() || null;
  const shown = groups.filter((group) => !type || group.gameType === type);
  return (
    <SectionPage>
      {(shown.length > 0 ? shown : groups).map((group) => (
        <SportsGroup key={`${group.gameType}-${vassalage ?? ''}`} gameType={group.gameType} vassalage={vassalage} label={group.label} launcher={launcher} />
      ))}
      {launcher.dialogs}
    </SectionPage>
  );
}
