import type { HTMLAttributes, ReactNode } from 'react';

export const stepperOrientations = ['responsive', 'horizontal', 'vertical'] as const;
/** `responsive`: horizontal from tablet width up, vertical on phones. */
export type StepperOrientation = (typeof stepperOrientations)[number];

export interface StepperStep {
  /** Stable key; the label's text is not always a string. */
  id: string;
  label: ReactNode;
  description?: ReactNode;
}

export interface StepperProps extends HTMLAttributes<HTMLDivElement> {
  steps: readonly StepperStep[];
  /** Zero-based index of the current step; steps before it are completed. `steps.length` marks all done. */
  currentStep: number;
  orientation?: StepperOrientation;
  /** Accessible name of the list; defaults to the localized "Progress". */
  'aria-label'?: string;
}
