import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const SelectBox = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  color: ${vars.color.text.primary};

  & > svg {
    position: absolute;
    inset-inline-end: ${vars.space['3']};
    color: ${vars.color.text.secondary};
    pointer-events: none;
    transition: transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }
  &[data-size='sm'] > svg {
    inset-inline-end: ${vars.space['2']};
  }
  &:has(> select:disabled) > svg {
    color: ${vars.color.text.disabled};
  }
  &[data-invalid] > svg {
    color: ${vars.color.danger.text};
  }
  &:has(> select:focus) > svg {
    color: ${vars.color.accent.text};
  }

  ${media.reducedMotion} {
    & > svg {
      transition: none;
    }
  }
`;

export const NativeSelect = styled.select`
  appearance: none;
  width: 100%;
  height: ${vars.layout.control.md};
  margin: 0;
  padding: 0 ${vars.space['10']} 0 ${vars.space['4']};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.control};
  background: ${vars.color.surface.sunken};
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.tight};
  text-overflow: ellipsis;
  cursor: pointer;
  transition: border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  [data-size='sm'] > & {
    height: ${vars.layout.control.sm};
    padding: 0 ${vars.space['8']} 0 ${vars.space['3']};
    font-size: ${vars.font.size.sm};
  }
  [data-size='lg'] > & {
    height: ${vars.layout.control.lg};
    font-size: ${vars.font.size.lg};
  }

  /* The empty placeholder option reads as a prompt, not a value. */
  &:has(option[value='']:checked) {
    color: ${vars.color.text.muted};
  }

  /* The open list is drawn by the platform; give its options the theme colours where it honours them. */
  & option,
  & optgroup {
    background: ${vars.color.surface.overlay};
    color: ${vars.color.text.primary};
  }
  & option:disabled {
    color: ${vars.color.text.disabled};
  }

  &:hover:not(:disabled) {
    border-color: ${vars.color.border.strong};
  }
  &:focus-visible,
  &:focus {
    border-color: ${vars.color.accent.border};
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }

  &[aria-invalid='true'] {
    border-color: ${vars.color.danger.text};
  }
  &[aria-invalid='true']:focus {
    outline-color: ${vars.color.danger.text};
  }

  &:disabled {
    cursor: not-allowed;
    background: ${vars.color.surface.base};
    border-color: ${vars.color.border.subtle};
    color: ${vars.color.text.disabled};
    opacity: 1;
  }

  ${media.phoneOnly} {
    min-height: ${vars.layout.touchTarget};
    [data-size] > & {
      font-size: max(${vars.font.size.md}, 16px);
    }
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;
