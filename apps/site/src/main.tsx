/**
 * The entry: the fonts' CSS, then the app in steps, each evaluated in its own task (React and its DOM renderer, the
 * translations, then the rest; see boot.tsx). One long start-up task would hold up the first tap on a phone.
 */
import '@croupier/ui/fonts-base';
// The default language's script faces, in the first CSS (the prerendered page inlines it). Only this module imports
// them: a later step importing them too would make the browser fetch that CSS again.
import { firstFontTag, firstFontWeights } from 'virtual:croupier-first-fonts';
import { nextTask } from './nextTask';

await import('react-dom/client');
await nextTask();
await import('./i18n');
await nextTask();
const { start } = await import('./boot');
await nextTask();
await start({ tag: firstFontTag, weights: firstFontWeights });
