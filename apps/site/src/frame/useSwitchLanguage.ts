/** Switching language (SPEC §1): load and apply it, keep it (with the history), and tell the platform. */
import { useCallback } from 'react';
import { useLanguage, useUpdateLanguage } from '@croupier/data';
import { applyLanguage } from '../i18n';

export function useSwitchLanguage() {
  const { language } = useLanguage();
  const update = useUpdateLanguage();
  const switchLanguage = useCallback(
    async (code: string) => {
      await applyLanguage(code);
      // A polling call: a failure is silent and the choice stays.
      await update.trigger({ language: code }).catch(() => undefined);
    },
    [update],
  );
  return { language, switchLanguage };
}
