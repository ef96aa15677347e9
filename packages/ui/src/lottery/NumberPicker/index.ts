export { NumberPicker } from './NumberPicker';
export type { NumberPickerProps } from './NumberPicker.types';
