export { TextField } from './TextField';
export { textFieldSizes, type TextFieldProps, type TextFieldSize } from './TextField.types';
