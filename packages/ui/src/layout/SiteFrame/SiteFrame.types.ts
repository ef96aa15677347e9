import type { HTMLAttributes, ReactNode } from 'react';

/** The root layout's named views (SPEC §2): everything, header only (lotteries, /game), or nothing (/helpmc). */
export const siteFrameVariants = ['full', 'headerOnly', 'bare'] as const;
export type SiteFrameVariant = (typeof siteFrameVariants)[number];

export interface SiteFrameProps extends HTMLAttributes<HTMLDivElement> {
  variant?: SiteFrameVariant;
  header?: ReactNode;
  /** The side menu (a drawer; rendered in a portal when open). */
  sideMenu?: ReactNode;
  footer?: ReactNode;
  /** Phones only; hidden from tablet up by the bottom nav itself. */
  bottomNav?: ReactNode;
  /** Fixed extras such as the right-side bar. */
  aside?: ReactNode;
  /** Changes on navigation; the main view fades in again (not under reduced motion). */
  routeKey?: string;
  /** In-game pages (/seamless, /lottert, /vnlottery, /sealottery): no footer, no bottom nav. */
  isInGame?: boolean;
  /** The id the skip link targets. */
  mainId?: string;
  children?: ReactNode;
}
