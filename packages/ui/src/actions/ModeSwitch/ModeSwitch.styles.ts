import styled from 'styled-components';
import { media, vars } from '../../theme';

export const Track = styled.button`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: space-between;
  width: 64px;
  height: ${vars.layout.control.sm};
  padding: 0 ${vars.space['2']};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface.sunken};
  color: ${vars.color.text.muted};
  cursor: pointer;
  transition:
    background-color ${vars.motion.duration.normal} ${vars.motion.easing.standard},
    border-color ${vars.motion.duration.normal} ${vars.motion.easing.standard};

  &[data-size='sm'] {
    width: 52px;
    height: 28px;
    padding: 0 6px;
  }
  &:hover {
    border-color: ${vars.color.border.strong};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }

  & > [data-icon] {
    position: relative;
    z-index: 1;
    transition: color ${vars.motion.duration.normal} ${vars.motion.easing.standard};
  }
  &[aria-checked='false'] > [data-icon='sun'] {
    color: ${vars.color.accent.onSolid};
  }
  &[aria-checked='true'] > [data-icon='moon'] {
    color: ${vars.color.accent.onSolid};
  }

  ${media.phoneOnly} {
    /* The touch target grows beyond the drawn pill. */
    &::after {
      content: '';
      position: absolute;
      inset: -6px -2px;
    }
  }
  ${media.reducedMotion} {
    transition: none;
    & > [data-icon] {
      transition: none;
    }
  }
`;

/** The knob behind the active icon. */
export const Thumb = styled.span`
  position: absolute;
  top: 3px;
  bottom: 3px;
  inset-inline-start: 3px;
  aspect-ratio: 1;
  border-radius: ${vars.radius.full};
  background: ${vars.color.accent.solid};
  box-shadow: ${vars.shadow.sm};
  transition: transform ${vars.motion.duration.normal} ${vars.motion.easing.emphasized};

  [aria-checked='true'] > & {
    transform: translateX(calc((64px - 100% - 8px) * var(--ui-inline-sign, 1)));
  }
  [data-size='sm'][aria-checked='true'] > & {
    transform: translateX(calc((52px - 100% - 8px) * var(--ui-inline-sign, 1)));
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;
