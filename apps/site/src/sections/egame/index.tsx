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

/** The vendor tab to show: the `page` query, else the saved vendor, else the first offered (pure). */
export function selectVendorTab(offered: readonly string[], pageQuery: string | null, saved: string | null): string | null {
  const pick = (code: string | null) => (code ? (offered.length === 0 ? code.toUpperCase() : (offered.find((v) => v.toUpperCase() === code.toUpperCase()) ?? null)) : null);
  return pick(pageQuery) ?? pick(saved) ?? offered[0] ?? null;
}

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
