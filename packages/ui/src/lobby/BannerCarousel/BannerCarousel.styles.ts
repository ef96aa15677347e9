import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const CarouselRoot = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface.sunken};
  font-family: ${fontStack.body};
  touch-action: pan-y;

  ${media.phoneOnly} {
    border-radius: ${vars.radius.lg};
  }
`;

export const Track = styled.div`
  display: flex;
  transition: transform ${vars.motion.duration.slow} ${vars.motion.easing.emphasized};

  ${media.reducedMotion} {
    transition: none;
  }
`;

export const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;

  & a {
    display: block;
  }
  & a:focus-visible {
    outline: 3px solid ${vars.color.focus.ring};
    outline-offset: -3px;
  }
  & img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 5;
    object-fit: cover;
  }

  ${media.phoneOnly} {
    & img {
      aspect-ratio: 16 / 9;
    }
  }
`;

/*
 * Artwork slides (BannerArt): the drawn banners' look in CSS, with real text. The geometry is the old 1600 x 500 (wide)
 * and 960 x 540 (narrow, phones) drawings in percentages of the box and in cqi (1% of the box's width), so everything
 * scales with the slide as the picture did. The gradient's angle runs corner to corner along the diagonal.
 */
export const Art = styled.span`
  --banner-hue: 38;
  position: relative;
  isolation: isolate;
  display: block;
  width: 100%;
  aspect-ratio: 16 / 5;
  overflow: hidden;
  container-type: inline-size;
  background: linear-gradient(107.35deg, hsl(var(--banner-hue) 65% 30%), hsl(calc(var(--banner-hue) + 50) 70% 14%));

  &[data-tone='1'] {
    --banner-hue: 200;
  }
  &[data-tone='2'] {
    --banner-hue: 280;
  }
  &[data-tone='3'] {
    --banner-hue: 150;
  }
  &[data-tone='4'] {
    --banner-hue: 340;
  }

  &::before,
  &::after {
    content: '';
    position: absolute;
    aspect-ratio: 1;
    border-radius: 50%;
  }
  /* Circles at (1330, 120) r 260 and (1460, 430) r 170. */
  &::before {
    inset-inline-start: 66.875%;
    top: -28%;
    width: 32.5%;
    background: hsl(var(--banner-hue) 90% 70% / 0.18);
  }
  &::after {
    inset-inline-start: 80.625%;
    top: 52%;
    width: 21.25%;
    background: hsl(calc(var(--banner-hue) + 50) 90% 70% / 0.14);
  }

  ${media.phoneOnly} {
    aspect-ratio: 16 / 9;
    background: linear-gradient(119.36deg, hsl(var(--banner-hue) 65% 30%), hsl(calc(var(--banner-hue) + 50) 70% 14%));

    /* Circles at (800, 90) r 220 and (900, 470) r 150. */
    &::before {
      inset-inline-start: 60.417%;
      top: -24.074%;
      width: 45.833%;
    }
    &::after {
      inset-inline-start: 78.125%;
      top: 59.259%;
      width: 31.25%;
    }
  }
`;

/** The title, centred on the box's height at x 80 (68 px type, 1040 px at most, 2 lines); the accent bar above it. */
export const ArtTitle = styled.span`
  position: absolute;
  inset: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  padding-inline-start: 5cqi;

  /* The accent bar: 96 x 10 at (80, 120). */
  &::before {
    content: '';
    position: absolute;
    inset-inline-start: 5%;
    top: 24%;
    width: 6%;
    height: 2%;
    background: hsl(var(--banner-hue) 95% 70%);
  }

  & > span {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    line-clamp: 2;
    overflow: hidden;
    max-width: 65cqi;
    color: #fff;
    font-family: ${fontStack.display};
    font-size: 4.25cqi;
    font-weight: ${vars.font.weight.bold};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }

  /* Phones: 60 px type at x 64, 800 px at most, 3 lines; the bar at (64, 130). */
  ${media.phoneOnly} {
    padding-inline-start: 6.667cqi;

    &::before {
      inset-inline-start: 6.667%;
      top: 24.074%;
      width: 10%;
      height: 1.852%;
    }
    & > span {
      -webkit-line-clamp: 3;
      line-clamp: 3;
      max-width: 83.333cqi;
      font-size: 6.25cqi;
    }
  }
`;

export const Controls = styled.div`
  position: absolute;
  inset-inline-end: ${vars.space['3']};
  bottom: ${vars.space['3']};
  inset-inline-start: ${vars.space['3']};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['2']};
  pointer-events: none;

  & > * {
    pointer-events: auto;
  }
  & [data-component='IconButton'] {
    background: color-mix(in srgb, ${vars.color.surface.overlay} 85%, transparent);
  }

  ${media.phoneOnly} {
    inset-inline-end: ${vars.space['2']};
    bottom: ${vars.space['2']};
    inset-inline-start: ${vars.space['2']};
  }
`;

export const Dots = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
  padding: 0 ${vars.space['1']};
  border-radius: ${vars.radius.full};
  background: color-mix(in srgb, ${vars.color.surface.overlay} 85%, transparent);
`;

export const Dot = styled.button`
  display: grid;
  place-items: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: ${vars.radius.full};
    background: ${vars.color.text.muted};
    transition: width ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }
  &[aria-current='true']::before {
    width: 18px;
    background: ${vars.color.accent.solid};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: -2px;
    border-radius: ${vars.radius.full};
  }

  ${media.reducedMotion} {
    &::before {
      transition: none;
    }
  }
`;

export const ButtonGroup = styled.div`
  display: flex;
  gap: ${vars.space['1']};
`;

export const PlayPauseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.layout.control.sm};
  height: ${vars.layout.control.sm};
  padding: 0;
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.control};
  background: color-mix(in srgb, ${vars.color.surface.overlay} 85%, transparent);
  color: ${vars.color.text.primary};
  cursor: pointer;

  & > svg {
    width: 16px;
    height: 16px;
  }
  &:hover {
    background: ${vars.color.surface.hover};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
`;
