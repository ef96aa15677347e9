export { CategoryEntries } from './CategoryEntries';
export type { CategoryEntriesProps, CategoryEntry } from './CategoryEntries.types';
