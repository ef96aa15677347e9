export { BannerCarousel } from './BannerCarousel';
export {
  BANNER_INTERVAL_MS,
  type BannerArt,
  type BannerArtSlide,
  type BannerCarouselProps,
  type BannerImageSlide,
  type BannerSlide,
} from './BannerCarousel.types';
