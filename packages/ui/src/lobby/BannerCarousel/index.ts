export { BannerCarousel } from './BannerCarousel';
export { BANNER_INTERVAL_MS, type BannerCarouselProps, type BannerSlide } from './BannerCarousel.types';
