import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const ButtonRoot = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space['2']};
  min-width: ${vars.layout.control.md};
  height: ${vars.layout.control.md};
  padding: 0 ${vars.space['5']};
  border: 1px solid transparent;
  border-radius: ${vars.radius.control};
  font-family: ${fontStack.body};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.bold};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  text-decoration: none;
  transition:
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    box-shadow ${vars.motion.duration.normal} ${vars.motion.easing.standard},
    transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &[data-size='sm'] {
    height: ${vars.layout.control.sm};
    min-width: ${vars.layout.control.sm};
    padding: 0 ${vars.space['3']};
    font-size: ${vars.font.size.sm};
  }
  &[data-size='lg'] {
    height: ${vars.layout.control.lg};
    padding: 0 ${vars.space['6']};
    font-size: ${vars.font.size.lg};
  }
  &[data-full-width] { width: 100%; }

  &[data-variant='primary'] {
    background: ${vars.color.accent.solid};
    color: ${vars.color.accent.onSolid};
    box-shadow: ${vars.shadow.sm};
  }
  &[data-variant='primary']:hover:not(:disabled, [data-loading]) {
    background: ${vars.color.accent.solidHover};
    box-shadow: ${vars.shadow.glow};
  }
  &[data-variant='primary']:active:not(:disabled, [data-loading]) { background: ${vars.color.accent.solidActive}; }

  &[data-variant='secondary'] {
    background: ${vars.color.surface.raised};
    color: ${vars.color.text.primary};
    border-color: ${vars.color.border.default};
  }
  &[data-variant='secondary']:hover:not(:disabled, [data-loading]) { background: ${vars.color.surface.hover}; }

  &[data-variant='outline'] {
    background: transparent;
    color: ${vars.color.accent.text};
    border-color: ${vars.color.accent.border};
  }
  &[data-variant='outline']:hover:not(:disabled, [data-loading]) { background: ${vars.color.accent.soft}; }

  &[data-variant='ghost'] {
    background: transparent;
    color: ${vars.color.text.primary};
  }
  &[data-variant='ghost']:hover:not(:disabled, [data-loading]) { background: ${vars.color.surface.hover}; }

  &[data-variant='danger'] {
    background: ${vars.color.danger.solid};
    color: ${vars.color.danger.onSolid};
  }
  &[data-variant='danger']:hover:not(:disabled, [data-loading]) { background: ${vars.color.danger.solidHover}; }

  &:active:not(:disabled, [data-loading]) { transform: translateY(1px); }

  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
    background: ${vars.color.surface.sunken};
    color: ${vars.color.text.disabled};
    border-color: ${vars.color.border.subtle};
    box-shadow: none;
  }

  &[data-loading] { cursor: progress; }

  ${media.phoneOnly} {
    min-height: ${vars.layout.touchTarget};
    &[data-size='sm'] { min-height: ${vars.layout.control.sm}; }
  }
  ${media.reducedMotion} {
    transition: none;
    &:active:not(:disabled) { transform: none; }
  }
`;

export const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2']};

  [data-loading] > & { visibility: hidden; }
`;

export const LoadingOverlay = styled.span`
  position: absolute;
  inset: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

export const IconSlot = styled.span`
  display: inline-flex;
  flex: none;
  & > svg { width: 1.15em; height: 1.15em; }
`;
