import styled, { keyframes } from 'styled-components';
import { fontStack, media, vars } from '../../theme';

const scroll = keyframes`from { transform: translateX(0); } to { transform: translateX(calc(-50% * var(--ui-inline-sign, 1))); }`;

export const Root = styled.section`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  min-width: 0;
  height: ${vars.layout.control.md};
  padding-inline: ${vars.space['3']} ${vars.space['1']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.secondary};
  font-family: ${fontStack.body};
  font-size: ${vars.font.size.sm};

  /* Scrolling or stepping: one of the two parts shows. */
  & [data-part='Stepper'] {
    display: none;
  }
  &[data-motion='none'] [data-part='Ticker'],
  &[data-stepping] [data-part='Ticker'] {
    display: none;
  }
  &[data-motion='none'] [data-part='Stepper'],
  &[data-stepping] [data-part='Stepper'] {
    display: flex;
  }

  ${media.reducedMotion} {
    & [data-part='Ticker'] {
      display: none;
    }
    & [data-part='Stepper'] {
      display: flex;
    }
  }
`;

export const Badge = styled.span`
  display: inline-flex;
  flex: none;
  color: ${vars.color.accent.text};
`;

export const Ticker = styled.div`
  position: relative;
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  /* Text fades in and out at the edges instead of being cut. */
  mask-image: linear-gradient(
    to right,
    transparent,
    black ${vars.space['4']},
    black calc(100% - ${vars.space['4']}),
    transparent
  );
`;

export const Track = styled.div`
  display: flex;
  width: max-content;
  animation: ${scroll} var(--marquee-duration, 30s) linear infinite;

  ${Ticker}:hover &,
  ${Ticker}:focus-within & {
    animation-play-state: paused;
  }
`;

export const List = styled.ul`
  display: flex;
  flex: none;
  margin: 0;
  padding: 0 ${vars.space['6']} 0 0;
  list-style: none;
  & > li {
    display: flex;
  }
  & > li + li::before {
    content: '';
    align-self: center;
    width: 4px;
    height: 4px;
    margin-inline: ${vars.space['4']};
    border-radius: ${vars.radius.full};
    background: ${vars.color.border.strong};
  }
`;

export const ItemButton = styled.button`
  max-width: 100%;
  padding: ${vars.space['1']} ${vars.space['1']};
  overflow: hidden;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.text.secondary};
  font: inherit;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    color: ${vars.color.text.primary};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 0;
  }
`;

export const Stepper = styled.div`
  flex: 1 1 auto;
  align-items: center;
  gap: ${vars.space['1']};
  min-width: 0;
`;

export const Current = styled.div`
  display: flex;
  flex: 1 1 auto;
  min-width: 0;
`;

export const Count = styled.span`
  flex: none;
  color: ${vars.color.text.muted};
  font-size: ${vars.font.size.xs};
  font-variant-numeric: tabular-nums;
`;
