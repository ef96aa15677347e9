import type { HTMLAttributes } from 'react';

/** 'menu': a button that opens a list of languages; 'select': the platform's own picker (best on phones). */
export const languagePickerVariants = ['menu', 'select'] as const;
export type LanguagePickerVariant = (typeof languagePickerVariants)[number];

export const languagePickerAligns = ['start', 'end'] as const;
export type LanguagePickerAlign = (typeof languagePickerAligns)[number];

export interface LanguagePickerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> {
  /** The current platform language code ("JA"). */
  value: string;
  /** The codes the brand offers, in display order; each is shown in its own name. */
  languages: readonly string[];
  onChange?: (code: string) => void;
  variant?: LanguagePickerVariant;
  /** Which edge of the button the menu lines up with (default 'end', for a header's right side). */
  align?: LanguagePickerAlign;
  /** Show only the globe and the code on narrow bars. */
  isCompact?: boolean;
}
