/** A selectable chip (quick amounts, date presets): a pill button whose pressed/checked state is accent-soft. */
import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const Chip = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  gap: ${vars.space['1']};
  min-height: ${vars.layout.control.sm};
  padding: 0 ${vars.space['3']};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  font-variant-numeric: tabular-nums;
  line-height: ${vars.font.lineHeight.tight};
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover:not(:disabled) {
    border-color: ${vars.color.border.strong};
    background: ${vars.color.surface.hover};
  }
  &[aria-pressed='true'],
  &[aria-checked='true'],
  &[data-active] {
    border-color: ${vars.color.accent.border};
    background: ${vars.color.accent.soft};
    color: ${vars.color.accent.text};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    border-color: ${vars.color.border.subtle};
    background: transparent;
    color: ${vars.color.text.disabled};
  }

  ${media.phoneOnly} {
    min-height: ${vars.layout.touchTarget};
    padding: 0 ${vars.space['4']};
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export const ChipRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
`;
