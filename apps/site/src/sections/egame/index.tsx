/**
 * The slot hall (/rng) and the vendor pages (/png, /pp...). SPEC §2: on /rng the `page` query selects the vendor tab,
 * otherwise the saved `current_vassalage`; the choice is saved for the next visit. The game lists arrive with the
 * lobby issue.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useSearchParams } from 'react-router-dom';
import { useSession, useSessionStore } from '@croupier/data';
import { Text } from '@croupier/ui';
import type { RouteHandle } from '../../app/routeTable';
import { SectionPage } from '../SectionPage';
import { selectVendorTab } from './selectVendorTab';

export function Component() {
  const { t } = useTranslation('site');
  const [params] = useSearchParams();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const store = useSessionStore();
  const { currentVassalage } = useSession();
  const vendor = handle?.vendor ?? selectVendorTab([], params.get('page'), currentVassalage);

  useEffect(() => {
    if (vendor && vendor !== store.get('currentVassalage')) store.set('currentVassalage', vendor);
  }, [store, vendor]);

  return (
    <SectionPage>
      {vendor ? (
        <Text tone="secondary" data-vendor={vendor}>
          {t('slotHall.currentVendor', { vendor })}
        </Text>
      ) : null}
    </SectionPage>
  );
}
