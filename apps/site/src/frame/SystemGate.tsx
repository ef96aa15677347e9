/** SPEC §2 whole-app screens by system status: 0 the app, 1 maintenance, 2 IP restriction, anything else nothing. */
import type { ReactNode } from 'react';
import { SystemScreen } from '@croupier/ui';
import { useOpenCustomerService } from '@croupier/data';
import { useSiteConfig } from '../app/useSiteConfig';
import { BrandLogo } from './BrandLogo';

export function SystemGate({ children }: { children: ReactNode }) {
  const { status } = useSiteConfig();
  const openCustomerService = useOpenCustomerService();
  // Until the status arrives the app renders (the call is fast; the screens replace it when they apply).
  if (!status || status.systemStatus === 0) return children;
  if (status.systemStatus === 1) return <SystemScreen variant="maintenance" logo={<BrandLogo />} onContactUs={() => void openCustomerService()} />;
  if (status.systemStatus === 2) {
    return (
      <SystemScreen
        variant="restricted"
        logo={<BrandLogo />}
        ip={status.location.ip}
        country={status.location.country}
        onContactUs={() => void openCustomerService()}
      />
    );
  }
  return null;
}
