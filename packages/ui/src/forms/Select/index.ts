export { Select } from './Select';
export { selectSizes, type SelectOption, type SelectProps, type SelectSize } from './Select.types';
