export { PopularNumbers } from './PopularNumbers';
export type { PopularNumber, PopularNumbersProps } from './PopularNumbers.types';
