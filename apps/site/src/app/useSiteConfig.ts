/** The platform's site-wide configuration (the permission call) and its feature flags (SPEC §6). */
import { isFeatureEnabled, type FeatureCode, type SystemStatusResponse } from '@croupier/contract';
import { useSystemStatus } from '@croupier/data';
import { useMemo } from 'react';

export interface SiteConfig {
  status: SystemStatusResponse | undefined;
  isLoading: boolean;
  /** A feature of the whitelabel tree is on (false until the configuration has arrived). */
  has: (code: FeatureCode) => boolean;
}

export function useSiteConfig(): SiteConfig {
  const { data, isLoading } = useSystemStatus();
  return useMemo(() => ({ status: data, isLoading, has: (code: FeatureCode) => isFeatureEnabled(data?.whitelabel, code) }), [data, isLoading]);
}
