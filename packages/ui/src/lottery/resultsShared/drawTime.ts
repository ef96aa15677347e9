/** Draw times in the member's language (Intl), in their zone or a given one. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function useDrawTime(timeZone?: string): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    } catch {
      // An unknown zone or pseudo-locale: the browser's own.
      format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    }
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [language, timeZone]);
}
