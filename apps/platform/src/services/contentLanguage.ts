/**
 * The language of the platform's content (notices, help centre, templates, promotions, missions, VIP levels, mall
 * rewards) for a request's Language header. A language with content (seed/content/<CODE>.json) is answered in itself,
 * whole; only a language with no content at all falls back to English. An item that lacks the chosen language (an
 * operator's text written before the language was added) is answered in English too, but never silently: it is
 * reported once per item and language.
 */
import { CONTENT_LANGUAGES, FALLBACK_CONTENT_LANGUAGE } from '../seed/content';

const WITH_CONTENT = new Set(CONTENT_LANGUAGES);

/** The content language for a Language header: its own code (PT-BR, UR-LA), else its base (EN-US -> EN), else EN. */
export function contentLanguage(language: string): string {
  const code = language.trim().toUpperCase();
  if (WITH_CONTENT.has(code)) return code;
  const base = code.split('-')[0] ?? '';
  return WITH_CONTENT.has(base) ? base : FALLBACK_CONTENT_LANGUAGE;
}

const reported = new Set<string>();
let report: (message: string) => void = (message) => console.warn(message);

/** Where a missing translation of an item is reported (a test listens; default console.warn). */
export function setMissingTranslationReporter(next: (message: string) => void): void {
  report = next;
  reported.clear();
}

/**
 * An item's text in the request's content language. An item without it answers in English (else any language it has),
 * and the gap is reported once per `what` and language.
 */
export function contentText(texts: Readonly<Record<string, string>>, language: string, what: string): string {
  const lang = contentLanguage(language);
  const text = texts[lang];
  if (text) return text;
  const key = `${what}\u0000${lang}`;
  if (!reported.has(key)) {
    reported.add(key);
    report(`content: ${what} has no ${lang} text; answered in ${FALLBACK_CONTENT_LANGUAGE}`);
  }
  return texts[FALLBACK_CONTENT_LANGUAGE] || Object.values(texts).find((t) => t !== '') || '';
}
