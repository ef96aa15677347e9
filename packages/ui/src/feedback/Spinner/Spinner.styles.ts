import styled, { keyframes } from 'styled-components';
import { media, vars } from '../../theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const SpinnerRoot = styled.span`
  display: inline-flex;
  flex: none;
  width: 20px;
  height: 20px;
  color: inherit;

  &[data-size='sm'] { width: 16px; height: 16px; }
  &[data-size='lg'] { width: 32px; height: 32px; }

  svg {
    width: 100%;
    height: 100%;
    animation: ${spin} 0.8s linear infinite;
  }

  ${media.reducedMotion} {
    svg { animation-duration: 2.4s; }
  }
`;

export const Track = styled.circle`
  stroke: currentColor;
  opacity: 0.25;
`;

export const Arc = styled.circle`
  stroke: currentColor;
  stroke-linecap: round;
  transition: stroke ${vars.motion.duration.fast};
`;
