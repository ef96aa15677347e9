import styled, { keyframes } from 'styled-components';
import { fontStack, media, shimmer, vars } from '../../theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const BalanceRoot = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['1']};
  min-width: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};

  --balance-size: ${vars.font.size.md};
  &[data-size='sm'] { --balance-size: ${vars.font.size.sm}; }
  &[data-size='lg'] { --balance-size: ${vars.font.size.xl}; }

  [data-part='RefreshButton'][data-refreshing] [data-component='Icon'] {
    animation: ${spin} 0.8s linear infinite;
  }
  ${media.reducedMotion} {
    [data-part='RefreshButton'][data-refreshing] [data-component='Icon'] { animation-duration: 2.4s; }
  }
`;

export const Toggle = styled.button`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  gap: 2px;
  min-height: ${vars.layout.control.sm};
  padding: ${vars.space['1']} ${vars.space['2']};
  border: 1px solid transparent;
  border-radius: ${vars.radius.control};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover { background: ${vars.color.surface.hover}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus.ring}; outline-offset: 2px; }

  ${media.phoneOnly} { min-height: ${vars.layout.touchTarget}; }
`;

export const Caption = styled.span`
  color: ${vars.color.text.muted};
  font-size: ${vars.font.size.xs};
  line-height: 1;
`;

export const Amount = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: ${vars.space['1']};
  color: ${vars.color.accent.text};
  font-family: ${fontStack.display};
  font-size: var(--balance-size);
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1.1;
  white-space: nowrap;

  [data-hidden] > & { letter-spacing: 0.12em; }
`;

export const CurrencySymbol = styled.span`
  color: ${vars.color.text.secondary};
  font-size: 0.85em;
  font-weight: ${vars.font.weight.medium};
`;

export const Skeleton = styled.span`
  display: inline-block;
  width: 7.5em;
  height: calc(var(--balance-size) * 1.1);
  margin: ${vars.space['1']} ${vars.space['2']};
  border-radius: ${vars.radius.sm};
  font-size: var(--balance-size);
  ${shimmer}
`;
