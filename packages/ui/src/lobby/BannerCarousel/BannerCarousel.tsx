import { Pause, Play } from 'lucide-react';
import { forwardRef, useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../actions/IconButton';
import { renderLobbyLink } from '../shared/links';
import { usePrefersReducedMotion } from '../shared/usePrefersReducedMotion';
import { Art, ArtTitle, ButtonGroup, CarouselRoot, Controls, Dot, Dots, PlayPauseButton, Slide, Track } from './BannerCarousel.styles';
import { BANNER_INTERVAL_MS, type BannerCarouselProps } from './BannerCarousel.types';

const SWIPE_PX = 40;
/** Artwork backdrops: five hues (38, 200, 280, 150, 340), picked by the seed. */
const ART_TONES = 5;
const artTone = (seed: number) => String(Math.abs(Math.trunc(seed)) % ART_TONES);

/**
 * The home banners as an accessible carousel (WAI-ARIA APG): previous / next, a stop-and-start control, slide
 * pickers, swipe on touch screens. Rotation pauses while the pointer or focus is inside, and never starts by
 * itself for users who prefer reduced motion (who also get no sliding animation). Hidden slides are inert. A slide
 * is a picture, or `art`: its title as real text on a CSS backdrop (nothing to download or draw first).
 */
export const BannerCarousel = forwardRef<HTMLElement, BannerCarouselProps>(function BannerCarousel(
  { slides, intervalMs = BANNER_INTERVAL_MS, isAutoPlay = true, renderLink, onNavigate, onIndexChange, 'aria-label': ariaLabel, ...rest },
  ref,
) {
  const { t } = useTranslation('lobby');
  const id = useId();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setFocus] = useState(false);
  const pointerStart = useRef<number | null>(null);
  const count = slides.length;
  const current = count > 0 ? Math.min(index, count - 1) : 0;
  const isPlaying = count > 1 && (userPlaying ?? (isAutoPlay && !reducedMotion));
  const isRotating = isPlaying && !isHovered && !hasFocus;

  const go = (next: number) => {
    if (count === 0) return;
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    onIndexChange?.(wrapped);
  };
  const goRef = useRef(go);
  useEffect(() => {
    goRef.current = go;
  });

  useEffect(() => {
    if (!isRotating) return undefined;
    const timer = setInterval(() => goRef.current(current + 1), intervalMs);
    return () => clearInterval(timer);
  }, [isRotating, intervalMs, current]);

  if (count === 0) return null;

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') pointerStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (pointerStart.current === null) return;
    const dx = event.clientX - pointerStart.current;
    pointerStart.current = null;
    if (Math.abs(dx) >= SWIPE_PX) go(current + (dx < 0 ? 1 : -1));
  };

  return (
    <CarouselRoot
      ref={ref}
      data-component="BannerCarousel"
      aria-roledescription={t('banner.carouselRole')}
      aria-label={ariaLabel ?? t('banner.label')}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocus(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocus(false);
      }}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (pointerStart.current = null)}
      {...rest}
    >
      <Track id={`${id}-slides`} data-part="Track" aria-live={isRotating ? 'off' : 'polite'} style={{ transform: `translateX(calc(${-current * 100}% * var(--ui-inline-sign, 1)))` }}>
        {slides.map((slide, i) => {
          const picture = slide.art ? (
            <Art data-part="Art" data-tone={artTone(slide.art.seed)}>
              <ArtTitle>
                <span>{slide.art.title}</span>
              </ArtTitle>
            </Art>
          ) : (
            <picture>
              {slide.mobileImageSrc ? <source media="(max-width: 767px)" srcSet={slide.mobileImageSrc} /> : null}
              <img src={slide.imageSrc} alt={slide.alt} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" draggable={false} />
            </picture>
          );
          return (
            <Slide
              key={slide.id}
              role="group"
              aria-roledescription={t('banner.slideRole')}
              aria-label={t('banner.slide', { index: i + 1, total: count })}
              aria-hidden={i !== current || undefined}
              inert={i !== current}
              data-part="Slide"
              data-active={i === current ? '' : undefined}
            >
              {slide.href ? renderLobbyLink({ href: slide.href, children: picture }, renderLink, onNavigate) : picture}
            </Slide>
          );
        })}
      </Track>
      {count > 1 ? (
        <Controls data-part="Controls">
          {/* APG: the rotation control's name says what it will do; no aria-pressed alongside a changing name. */}
          <PlayPauseButton
            type="button"
            aria-label={isPlaying ? t('banner.pause') : t('banner.play')}
            aria-controls={`${id}-slides`}
            data-part="PlayPauseButton"
            onClick={() => setUserPlaying(!isPlaying)}
          >
            {isPlaying ? <Pause aria-hidden="true" focusable="false" /> : <Play aria-hidden="true" focusable="false" />}
          </PlayPauseButton>
          <Dots role="group" aria-label={t('banner.slides')} data-part="Dots">
            {slides.map((slide, i) => (
              <Dot
                key={slide.id}
                type="button"
                aria-label={t('banner.goTo', { index: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                aria-controls={`${id}-slides`}
                onClick={() => go(i)}
              />
            ))}
          </Dots>
          <ButtonGroup>
            <IconButton icon="chevronLeft" size="sm" variant="secondary" label={t('banner.previous')} aria-controls={`${id}-slides`} onClick={() => go(current - 1)} />
            <IconButton icon="chevronRight" size="sm" variant="secondary" label={t('banner.next')} aria-controls={`${id}-slides`} onClick={() => go(current + 1)} />
          </ButtonGroup>
        </Controls>
      ) : null}
    </CarouselRoot>
  );
});
