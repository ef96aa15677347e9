export { LanguagePicker } from './LanguagePicker';
export {
  languagePickerAligns,
  languagePickerVariants,
  type LanguagePickerAlign,
  type LanguagePickerProps,
  type LanguagePickerVariant,
} from './LanguagePicker.types';
