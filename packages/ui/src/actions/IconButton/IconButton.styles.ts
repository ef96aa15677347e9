import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const IconButtonRoot = styled.button`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${vars.layout.control.md};
  height: ${vars.layout.control.md};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${vars.radius.control};
  background: transparent;
  color: ${vars.color.text.secondary};
  font: inherit;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    box-shadow ${vars.motion.duration.normal} ${vars.motion.easing.standard},
    transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &[data-size='sm'] {
    width: ${vars.layout.control.sm};
    height: ${vars.layout.control.sm};
  }
  &[data-size='lg'] {
    width: ${vars.layout.control.lg};
    height: ${vars.layout.control.lg};
  }

  &[data-variant='ghost']:hover:not(:disabled, [data-loading], [aria-disabled='true']) {
    background: ${vars.color.surface.hover};
    color: ${vars.color.text.primary};
  }

  &[data-variant='secondary'] {
    background: ${vars.color.surface.raised};
    color: ${vars.color.text.primary};
    border-color: ${vars.color.border.default};
  }
  &[data-variant='secondary']:hover:not(:disabled, [data-loading], [aria-disabled='true']) {
    background: ${vars.color.surface.hover};
    border-color: ${vars.color.border.strong};
  }

  &[data-variant='primary'] {
    background: ${vars.color.accent.solid};
    color: ${vars.color.accent.onSolid};
    box-shadow: ${vars.shadow.sm};
  }
  &[data-variant='primary']:hover:not(:disabled, [data-loading], [aria-disabled='true']) {
    background: ${vars.color.accent.solidHover};
    box-shadow: ${vars.shadow.glow};
  }
  &[data-variant='primary']:active:not(:disabled, [data-loading], [aria-disabled='true']) {
    background: ${vars.color.accent.solidActive};
  }

  &[data-variant='outline'] {
    color: ${vars.color.accent.text};
    border-color: ${vars.color.accent.border};
  }
  &[data-variant='outline']:hover:not(:disabled, [data-loading], [aria-disabled='true']) {
    background: ${vars.color.accent.soft};
  }

  /* Toggle on: the accent tint, whatever the variant (primary gets its pressed-in solid). */
  &[aria-pressed='true']:not([data-variant='primary']) {
    background: ${vars.color.accent.soft};
    color: ${vars.color.accent.text};
    border-color: ${vars.color.accent.border};
  }
  &[aria-pressed='true']:not([data-variant='primary']):hover:not(:disabled, [data-loading], [aria-disabled='true']) {
    background: ${vars.color.accent.softHover};
  }
  &[data-variant='primary'][aria-pressed='true'] {
    background: ${vars.color.accent.solidActive};
    box-shadow: ${vars.shadow.inset};
  }

  &:active:not(:disabled, [data-loading], [aria-disabled='true']) { transform: scale(0.94); }

  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }

  /* aria-disabled keeps the button focusable (a pager at its end, say) while it does nothing. */
  &:disabled,
  &[aria-disabled='true']:not([data-loading]) {
    cursor: not-allowed;
    color: ${vars.color.text.disabled};
    box-shadow: none;
  }
  &:disabled:not([data-variant='ghost']),
  &[aria-disabled='true']:not([data-loading], [data-variant='ghost']) {
    background: ${vars.color.surface.sunken};
    border-color: ${vars.color.border.subtle};
  }

  &[data-loading] { cursor: progress; }

  ${media.phoneOnly} {
    &[data-size='md'] {
      min-width: ${vars.layout.touchTarget};
      min-height: ${vars.layout.touchTarget};
    }
    /* The small size keeps its look but gets a 44 px hit area. */
    &[data-size='sm']::before {
      content: '';
      position: absolute;
      inset: min(0px, calc((${vars.layout.control.sm} - ${vars.layout.touchTarget}) / 2));
    }
  }
  ${media.reducedMotion} {
    transition: none;
    &:active:not(:disabled) { transform: none; }
  }
`;

export const IconSlot = styled.span`
  display: inline-flex;
  [data-loading] > & { visibility: hidden; }
`;

export const LoadingOverlay = styled.span`
  position: absolute;
  inset: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

export const Badge = styled.span`
  position: absolute;
  top: calc(-1 * ${vars.space['1']});
  inset-inline-end: calc(-1 * ${vars.space['1']});
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${vars.space['5']};
  height: ${vars.space['5']};
  padding: 0 ${vars.space['1']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.danger.solid};
  color: ${vars.color.danger.onSolid};
  box-shadow: 0 0 0 2px ${vars.color.canvas};
  font-family: ${fontStack.body};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  pointer-events: none;

  &::after { content: attr(data-count); }

  [data-size='sm'] > & {
    top: calc(-1 * ${vars.space['2']});
    inset-inline-end: calc(-1 * ${vars.space['2']});
  }
`;
