/**
 * Play functions read the story's words through its own i18n instance (the preview's, at the toolbar's locale), never
 * as one language's text: the same play passes under every locale the toolbar offers (the storybook-globals project
 * runs them under English and another brand).
 */
import type { i18n as I18n, TFunction } from 'i18next';

/** The preview hands each story its i18n instance as `loaded.i18n` (a loader in .storybook/preview.tsx). */
export function storyI18n(context: { loaded: Record<string, unknown> }): I18n {
  const i18n = context.loaded.i18n as I18n | undefined;
  if (!i18n) throw new Error('storyI18n: the preview gives each story its i18n instance as loaded.i18n');
  return i18n;
}

/** `t` of one namespace, in the language the story is showing. */
export function storyT(context: { loaded: Record<string, unknown> }, namespace: string): TFunction {
  const i18n = storyI18n(context);
  return i18n.getFixedT(i18n.language, namespace);
}
