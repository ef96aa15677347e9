import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const CardRoot = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};
  box-shadow: ${vars.shadow.sm};
  transition:
    transform ${vars.motion.duration.normal} ${vars.motion.easing.standard},
    box-shadow ${vars.motion.duration.normal} ${vars.motion.easing.standard},
    border-color ${vars.motion.duration.normal} ${vars.motion.easing.standard};

  &:hover,
  &:focus-within {
    transform: translateY(-2px);
    border-color: ${vars.color.accent.border};
    box-shadow: ${vars.shadow.glow};
  }
  &[data-status='closed'] [data-part='Art'] {
    filter: grayscale(0.7) brightness(0.8);
  }
  ${media.reducedMotion} {
    transition: none;
    &:hover,
    &:focus-within {
      transform: none;
    }
  }
`;

export const ArtBadges = styled.div`
  position: absolute;
  inset: ${vars.space['3']} ${vars.space['3']} auto ${vars.space['3']};
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space['2']};
  pointer-events: none;
`;

export const ArtStatus = styled.div`
  position: absolute;
  inset-inline-end: ${vars.space['3']};
  bottom: ${vars.space['3']};
  & > * {
    box-shadow: ${vars.shadow.md};
    background: ${vars.color.surface.overlay};
  }
`;

export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space['2']};
  padding: ${vars.space['4']};
`;

export const CardTitle = styled.h3`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  font-family: ${fontStack.display};
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.heading};
  line-height: ${vars.font.lineHeight.snug};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;

  & > a {
    color: inherit;
    text-decoration: none;
    outline: none;
  }
  /* The title's link covers the card, so the whole card opens the detail; the buttons sit above it. */
  & > a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  & > a:focus-visible::after {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: -2px;
  }
`;

export const CardSummary = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

export const CardFooter = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['3']};
  margin-top: auto;
  padding-top: ${vars.space['2']};

  & > [data-part='ActionButton'] {
    flex: none;
    min-width: 112px;
  }
  /* A 44 px touch target on phones. */
  ${media.phoneOnly} {
    & > [data-part='ActionButton'] {
      min-height: ${vars.layout.touchTarget};
    }
  }
`;

export const SkeletonBody = styled.div`
  display: grid;
  gap: ${vars.space['3']};
  padding: ${vars.space['4']};
`;
