import type { HTMLAttributes } from 'react';
import type { LobbyLinkRenderer } from '../shared/links';

export interface BannerSlide {
  id: string;
  /** Wide art (desktop and tablet). */
  imageSrc: string;
  /** Art for phones (below 768 px); the wide art otherwise. */
  mobileImageSrc?: string;
  /** What the banner says, for screen readers (banners are pictures of text). */
  alt: string;
  /** Where the banner leads (a promotion, a game page). */
  href?: string;
}

/** Autoplay interval unless told. */
export const BANNER_INTERVAL_MS = 5000;

export interface BannerCarouselProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  slides: readonly BannerSlide[];
  /** Milliseconds per slide while playing (default 5000). */
  intervalMs?: number;
  /** Rotate by itself (default true); never starts by itself when the user prefers reduced motion. */
  isAutoPlay?: boolean;
  /** Renders slide links (plug React Router's `<Link to={href}>` in here); a plain `<a>` otherwise. */
  renderLink?: LobbyLinkRenderer;
  /** Called with a slide's href on a plain click when there is no `renderLink`. */
  onNavigate?: (path: string) => void;
  /** Reports the slide shown. */
  onIndexChange?: (index: number) => void;
}
