/** /fish: the fishing games; the fishing halls (isGame VASSALAGE) open their vendor's popup list. */
import { GameHall } from '../../games/GameHall';
import { LobbyAnnouncements } from '../../games/LobbyAnnouncements';
import { useGameLauncher } from '../../games/useLaunch';
import { SectionPage } from '../SectionPage';

const query = { gameType: 'FISH' } as const;

export function Component() {
  const launcher = useGameLauncher();
  return (
    <SectionPage headingAside={<LobbyAnnouncements category="FISH" launcher={launcher} />}>
      <GameHall query={query} launcher={launcher} />
      {launcher.dialogs}
    </SectionPage>
  );
}
