import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const TabsRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  min-width: 0;
  font-family: ${fontStack.body};
`;

export const List = styled.div`
  position: relative;
  display: inline-flex;
  align-items: stretch;
  max-width: 100%;
  overflow-x: auto;
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }

  &[data-variant='underline'] {
    gap: ${vars.space['1']};
    box-shadow: inset 0 -1px 0 ${vars.color.border.subtle};
  }

  &[data-variant='pill'] {
    gap: ${vars.space['1']};
    padding: ${vars.space['1']};
    border: 1px solid ${vars.color.border.subtle};
    border-radius: calc(${vars.radius.control} + ${vars.space['1']});
    background: ${vars.color.surface.sunken};
  }
  /* A segmented control hugs its segments; the underline's hairline runs the full width. */
  &[data-variant='pill']:not([data-full-width]) {
    align-self: flex-start;
  }

  &[data-full-width] {
    display: flex;
    width: 100%;
  }
`;

export const Trigger = styled.button`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  gap: ${vars.space['2']};
  min-height: ${vars.layout.control.md};
  padding: 0 ${vars.space['4']};
  border: 0;
  background: transparent;
  color: ${vars.color.text.secondary};
  font: inherit;
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.tight};
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  /* Equal shares: each trigger is 100 / n percent wide whatever its label length. */
  &[data-full-width] {
    flex: 1 1 0;
    min-width: 0;
  }

  &:hover:not(:disabled) {
    color: ${vars.color.text.primary};
  }
  &[data-state='active'] {
    color: ${vars.color.text.primary};
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: -2px;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${vars.color.text.disabled};
  }

  /* underline: an accent bar that grows in under the active tab. */
  &[data-variant='underline'] {
    border-radius: ${vars.radius.sm} ${vars.radius.sm} 0 0;
  }
  &[data-variant='underline']::after {
    content: '';
    position: absolute;
    inset-inline-end: ${vars.space['2']};
    bottom: 0;
    inset-inline-start: ${vars.space['2']};
    height: 3px;
    border-radius: ${vars.radius.full} ${vars.radius.full} 0 0;
    background: ${vars.color.accent.solid};
    box-shadow: 0 0 12px ${vars.color.accent.glow};
    transform: scaleX(0);
    transition: transform ${vars.motion.duration.normal} ${vars.motion.easing.emphasized};
  }
  &[data-variant='underline'][data-state='active']::after {
    transform: scaleX(1);
  }
  &[data-variant='underline'][data-state='active'] {
    color: ${vars.color.accent.text};
  }
  &[data-variant='underline']:hover:not(:disabled, [data-state='active']) {
    background: ${vars.color.surface.hover};
  }

  /* pill: a segmented control; the active segment is a raised chip. */
  &[data-variant='pill'] {
    min-height: calc(${vars.layout.control.md} - ${vars.space['2']});
    border-radius: ${vars.radius.control};
  }
  &[data-variant='pill']:hover:not(:disabled, [data-state='active']) {
    background: ${vars.color.surface.hover};
  }
  &[data-variant='pill'][data-state='active'] {
    background: ${vars.color.accent.solid};
    color: ${vars.color.accent.onSolid};
    box-shadow: ${vars.shadow.sm};
  }

  ${media.phoneOnly} {
    min-height: ${vars.layout.touchTarget};
    &[data-variant='pill'] {
      min-height: calc(${vars.layout.touchTarget} - ${vars.space['1']});
    }
  }
  ${media.reducedMotion} {
    transition: none;
    &::after {
      transition: none;
    }
  }
`;

export const TriggerLabel = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const TriggerIcon = styled.span`
  display: inline-flex;
  flex: none;

  & > svg {
    width: 18px;
    height: 18px;
  }
`;

export const Badge = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 ${vars.space['1']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface.selected};
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;

  [data-state='active'] > & {
    background: ${vars.color.accent.soft};
    color: ${vars.color.accent.text};
  }
  [data-variant='pill'][data-state='active'] > & {
    background: ${vars.color.accent.onSolid};
    color: ${vars.color.accent.solid};
  }
`;

export const Content = styled.div`
  min-width: 0;
  border-radius: ${vars.radius.md};

  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
`;
