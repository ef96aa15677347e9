import styled, { keyframes } from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const PresetsRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']};
  min-width: 0;
  font-family: ${fontStack.body};
`;

export const RangeText = styled.span`
  color: inherit;
  font-weight: ${vars.font.weight.regular};
  font-variant-numeric: tabular-nums;
`;

const reveal = keyframes`
  from {
    opacity: 0;
    transform: scale(0.97);
  }
`;

export const PopoverContent = styled.form`
  z-index: ${vars.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  width: min(calc(${vars.space['16']} * 6), calc(100vw - ${vars.space['4']}));
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.overlay};
  box-shadow: ${vars.shadow.lg};
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};
  transform-origin: var(--radix-popover-content-transform-origin);
  animation: ${reveal} ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  ${media.reducedMotion} {
    animation: none;
  }
`;

export const PopoverTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.snug};
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.space['3']};

  ${media.phoneOnly} {
    grid-template-columns: 1fr;
  }
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space['2']};
`;
