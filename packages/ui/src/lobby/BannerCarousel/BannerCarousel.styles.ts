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

export const Controls = styled.div`
  position: absolute;
  right: ${vars.space['3']};
  bottom: ${vars.space['3']};
  left: ${vars.space['3']};
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
    right: ${vars.space['2']};
    bottom: ${vars.space['2']};
    left: ${vars.space['2']};
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
