import type { HTMLAttributes } from 'react';
import type { LobbyLinkRenderer } from '../shared/links';

/** Artwork the carousel draws itself in HTML/CSS: the title in large type on a backdrop whose hue the seed picks. */
export interface BannerArt {
  /** The text shown (and the slide's accessible name): up to 2 lines wide, 3 on phones, then an ellipsis. */
  title: string;
  /** Picks the backdrop's hue (one of five); the slide's position does nicely. */
  seed: number;
}

interface BannerSlideBase {
  id: string;
  /** Where the banner leads (a promotion, a game page). */
  href?: string;
}

/** A banner picture (banners are pictures of text, so `alt` says what it says). */
export interface BannerImageSlide extends BannerSlideBase {
  /** Wide art (desktop and tablet). */
  imageSrc: string;
  /** Art for phones (below 768 px); the wide art otherwise. */
  mobileImageSrc?: string;
  /** What the banner says, for screen readers. */
  alt: string;
  art?: never;
}

/** A banner with no picture: the carousel renders `art` as real text on a CSS backdrop (no image to wait for). */
export interface BannerArtSlide extends BannerSlideBase {
  art: BannerArt;
  imageSrc?: never;
  mobileImageSrc?: never;
  alt?: never;
}

/** One slide: a picture or artwork, never both. */
export type BannerSlide = BannerImageSlide | BannerArtSlide;

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
