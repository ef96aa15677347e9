export { createUiI18n, pseudoLocalize, bundledResources, fallbackFor } from './createUiI18n';
