import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const SliderRoot = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space['2']};
  min-width: 0;
  font-family: ${fontStack.body};

  ${media.phoneOnly} {
    /* Phones swipe; the arrows would only take room. */
    grid-template-columns: minmax(0, 1fr);
    & > [data-part='PreviousButton'],
    & > [data-part='NextButton'] {
      display: none;
    }
  }
`;

export const Viewport = styled.div`
  display: flex;
  /* gap comes from LIVE_CATEGORY_SLIDER_SPACING (20 px, SPEC §2) as an inline style. */
  padding: ${vars.space['1']} 2px;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  scroll-padding-inline: 2px;
  scrollbar-width: none;
  -webkit-overflow-scrolling: touch;

  &::-webkit-scrollbar {
    display: none;
  }
`;

export const Item = styled.button`
  display: flex;
  flex: 0 0 auto;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space['2']};
  width: 96px;
  padding: ${vars.space['3']} ${vars.space['2']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.secondary};
  font: inherit;
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.snug};
  text-align: center;
  cursor: pointer;
  scroll-snap-align: start;
  transition:
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover {
    background: ${vars.color.surface.hover};
    color: ${vars.color.text.primary};
    transform: translateY(-1px);
  }
  &[aria-pressed='true'] {
    border-color: ${vars.color.accent.border};
    background: ${vars.color.accent.soft};
    color: ${vars.color.accent.text};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }

  ${media.reducedMotion} {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

export const Badge = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface.sunken};
  color: ${vars.color.text.primary};
  font-family: ${fontStack.display};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  letter-spacing: 0.04em;

  [aria-pressed='true'] > & {
    background: ${vars.color.accent.solid};
    color: ${vars.color.accent.onSolid};
  }
`;

export const ItemLabel = styled.span`
  overflow-wrap: anywhere;
`;
