/** /elott: the e-lottery games; each opens on /lottery with its gameCode and playType (accountTypeName ELOTT). */
import { useGameList } from '@croupier/data';
import { TileList } from '../../games/TileList';
import { useGameLauncher } from '../../games/useLaunch';
import { SectionPage } from '../SectionPage';

const query = { gameType: 'ELOTT' } as const;

export function Component() {
  const launcher = useGameLauncher();
  const list = useGameList(query);
  return (
    <SectionPage>
      <TileList games={list.games} launcher={launcher} isLoading={list.isLoadingFirst} />
      {launcher.dialogs}
    </SectionPage>
  );
}
