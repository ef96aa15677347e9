import { useCallback } from 'react';
import { useClient } from '../../provider/context';
import { fetchCustomerServiceUrl } from './fetchers';

/**
 * Opens customer service in a popup window (SPEC §7). The window opens synchronously on the click (so popup
 * blockers allow it) and is pointed at the link once it arrives; on a failure it is closed again (SPEC §8).
 * Resolves with whether the link was opened.
 */
export function useOpenCustomerService(): () => Promise<boolean> {
  const client = useClient();
  return useCallback(async () => {
    const popup = typeof window === 'undefined' ? null : window.open('', 'customer-service', 'popup,width=420,height=680');
    try {
      const url = await fetchCustomerServiceUrl(client);
      if (popup) popup.location.href = url;
      else window.open(url, '_blank', 'noopener');
      return true;
    } catch {
      popup?.close();
      return false;
    }
  }, [client]);
}
