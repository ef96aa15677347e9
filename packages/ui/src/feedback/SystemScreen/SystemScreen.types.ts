import type { HTMLAttributes, ReactNode } from 'react';

/** Whole-app screens by system status (SPEC §2): 1 maintenance, 2 IP / region restriction. */
export const systemScreenVariants = ['maintenance', 'restricted'] as const;
export type SystemScreenVariant = (typeof systemScreenVariants)[number];

export interface SystemScreenProps extends HTMLAttributes<HTMLDivElement> {
  variant: SystemScreenVariant;
  /** Brand logo slot. */
  logo?: ReactNode;
  /** The visitor's IP (restricted). */
  ip?: string;
  /** The visitor's country (restricted). */
  country?: string;
  /** Opens customer service. */
  onContactUs?: () => void;
  /** Set the document title ("System Maintenance" / "Access restricted"); on unless told. */
  hasDocumentTitle?: boolean;
}
