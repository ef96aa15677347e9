import type { HTMLAttributes, ReactNode } from 'react';

export interface FileUploadProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> {
  /** The visible label of the group (e.g. "Proof of payment"). */
  label: ReactNode;
  /** Help text under the rules line. */
  hint?: ReactNode;
  /** The chosen files (controlled). */
  value?: readonly File[];
  defaultValue?: readonly File[];
  /** Called with the whole list after every add or remove. */
  onChange?: (files: File[]) => void;
  /** At most this many files. Default 3. */
  maxFiles?: number;
  /** At most this many bytes per file. Default 5 MB. */
  maxSize?: number;
  disabled?: boolean;
  /** Marks the label as required (the form decides what that means). */
  required?: boolean;
}
