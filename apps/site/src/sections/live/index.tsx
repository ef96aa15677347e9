/**
 * /live: the live tables, filtered by the category slider (SPEC §2, the fifteen categories of §3, 20 px apart). "All"
 * also shows each studio's lobby entry (isGame VASSALAGE), which opens the studio's popup list.
 */
import type { LiveCategoryCode } from '@croupier/contract';
import { LiveCategorySlider } from '@croupier/ui';
import { useMemo, useState } from 'react';
import { GameHall } from '../../games/GameHall';
import { LobbyAnnouncements } from '../../games/LobbyAnnouncements';
import { useGameLauncher } from '../../games/useLaunch';
import { SectionPage } from '../SectionPage';

export function Component() {
  const launcher = useGameLauncher();
  const [category, setCategory] = useState<LiveCategoryCode | null>(null);
  const query = useMemo(() => ({ gameType: category ?? 'LIVE' }), [category]);
  return (
    <SectionPage headingAside={<LobbyAnnouncements category="LIVE" launcher={launcher} />}>
      <LiveCategorySlider value={category} onValueChange={setCategory} />
      <GameHall key={category ?? 'all'} query={query} launcher={launcher} />
      {launcher.dialogs}
    </SectionPage>
  );
}
