/**
 * The slot hall (/rng) and the vendor pages (/png, /pp, /pg, /ne, /ptu, /hb, /bgs). SPEC §2: on /rng the vendor tabs
 * are the RNG group's vendors, each 100 / n percent wide; the `page` query selects the tab, otherwise the saved
 * `current_vassalage`, otherwise the first; the choice is saved for the next visit. A vendor page shows that vendor's
 * games only. /blockchain is the same hall over the BLOCKCHAIN group (its route's `group`), where the saved slot vendor
 * plays no part. Each panel: search by name with filters over a virtualized, infinitely loading grid.
 */
import { useSession, useSessionStore } from '@croupier/data';
import { VendorTabs, media, vars } from '@croupier/ui';
import { useEffect, useMemo } from 'react';
import { useMatches, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { RouteHandle } from '../../app/routeTable';
import { LiveJackpot } from '../../engage/LiveJackpot';
import { GameHall } from '../../games/GameHall';
import { LobbyAnnouncements } from '../../games/LobbyAnnouncements';
import { useGameLauncher } from '../../games/useLaunch';
import { useVendorNames } from '../../games/useVendorNames';
import { SectionPage } from '../SectionPage';
import { selectVendorTab } from './selectVendorTab';

/** The query key that selects the tab (SPEC §2). */
const PAGE_QUERY = 'page';

/**
 * The hall's place while the vendors are on their way (the prerendered page, the first render): the tab row's
 * height (the kit's Tabs: a trigger's control height, the touch target's on phones, under its hairline) and the
 * same gap before the panel, so nothing below moves when the tabs arrive.
 */
const TabsSpace = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  min-width: 0;
  &::before {
    min-height: ${vars.layout.control.md};
    box-shadow: inset 0 -1px 0 ${vars.color.border.subtle};
    content: '';
  }
  ${media.phoneOnly} {
    &::before {
      min-height: ${vars.layout.touchTarget};
    }
  }
`;

export function Component() {
  const [params, setParams] = useSearchParams();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const store = useSessionStore();
  const { currentVassalage } = useSession();
  const directory = useVendorNames();
  const launcher = useGameLauncher();
  const group = handle?.group ?? 'RNG';
  const isSlotHall = group === 'RNG';
  const groupVendors = directory.group(group);
  const offered = useMemo(() => groupVendors.map((v) => v.vassalage), [groupVendors]);
  const fixedVendor = handle?.vendor;
  const vendor = fixedVendor ?? selectVendorTab(offered, params.get(PAGE_QUERY), isSlotHall ? currentVassalage : null);
  const tabs = useMemo(() => groupVendors.map((v) => ({ key: v.vassalage, name: v.name })), [groupVendors]);
  const isUnderMaintenance = groupVendors.find((v) => v.vassalage === vendor)?.status === 'maintenance';
  const query = useMemo(() => (vendor ? { vassalage: vendor } : {}), [vendor]);

  useEffect(() => {
    if (isSlotHall && vendor && vendor !== store.get('currentVassalage')) store.set('currentVassalage', vendor);
  }, [isSlotHall, store, vendor]);

  const hall = vendor ? <GameHall key={vendor} query={query} launcher={launcher} isUnderMaintenance={isUnderMaintenance} /> : null;
  // Until the vendors are known, the hall's search and loading tiles hold its place (the tab row's too on the tabbed
  // pages): the page is prerendered in this state and keeps its layout when they arrive.
  const waiting = directory.isLoading && !vendor;
  const placeholder = <GameHall query={null} launcher={launcher} />;

  return (
    <SectionPage headingAside={<LobbyAnnouncements category={group} vassalage={fixedVendor} launcher={launcher} />}>
      {isSlotHall && !fixedVendor ? <LiveJackpot variant="wide" /> : null}
      {fixedVendor ? (
        hall
      ) : waiting ? (
        <TabsSpace data-part="HallPlaceholder">{placeholder}</TabsSpace>
      ) : tabs.length > 1 && vendor ? (
        <VendorTabs
          vendors={tabs}
          value={vendor}
          onValueChange={(key) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set(PAGE_QUERY, key.toLowerCase());
                return next;
              },
              { replace: true },
            )
          }
        >
          {hall}
        </VendorTabs>
      ) : (
        hall
      )}
      {launcher.dialogs}
    </SectionPage>
  );
}
