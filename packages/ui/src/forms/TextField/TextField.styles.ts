import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const InputBox = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  height: ${vars.layout.control.md};
  padding: 0 ${vars.space['1']} 0 ${vars.space['4']};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.control};
  background: ${vars.color.surface.sunken};
  color: ${vars.color.text.primary};
  cursor: text;
  transition:
    border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &[data-size='sm'] {
    height: ${vars.layout.control.sm};
    padding-inline-start: ${vars.space['3']};
  }
  &[data-size='lg'] {
    height: ${vars.layout.control.lg};
    font-size: ${vars.font.size.lg};
  }
  &:not([data-end]) {
    padding-inline-end: ${vars.space['4']};
  }
  &[data-size='sm']:not([data-end]) {
    padding-inline-end: ${vars.space['3']};
  }

  &:hover:not([data-disabled], [data-readonly]) {
    border-color: ${vars.color.border.strong};
  }

  &:has(> input:focus) {
    border-color: ${vars.color.accent.border};
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }

  &[data-invalid] {
    border-color: ${vars.color.danger.text};
  }
  &[data-invalid]:has(> input:focus) {
    outline-color: ${vars.color.danger.text};
  }

  &[data-readonly] {
    background: transparent;
    border-style: dashed;
  }
  &[data-disabled] {
    cursor: not-allowed;
    background: ${vars.color.surface.base};
    border-color: ${vars.color.border.subtle};
    color: ${vars.color.text.disabled};
  }

  ${media.phoneOnly} {
    min-height: ${vars.layout.touchTarget};
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-family: ${fontStack.body};
  font-size: ${vars.font.size.md};
  caret-color: ${vars.color.accent.text};

  [data-size='sm'] > & {
    font-size: ${vars.font.size.sm};
  }
  [data-size='lg'] > & {
    font-size: ${vars.font.size.lg};
  }

  &::placeholder {
    color: ${vars.color.text.muted};
    opacity: 1;
  }
  /* The box draws the focus ring. */
  &:focus,
  &:focus-visible {
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${vars.color.text.disabled};
  }
  &:disabled::placeholder {
    color: ${vars.color.text.disabled};
  }

  /* Keep autofilled fields in the theme instead of the browser's pale yellow. */
  &:-webkit-autofill,
  &:-webkit-autofill:hover,
  &:-webkit-autofill:focus {
    -webkit-text-fill-color: ${vars.color.text.primary};
    box-shadow: 0 0 0 100vmax ${vars.color.surface.sunken} inset;
    caret-color: ${vars.color.accent.text};
  }
  /* The password toggle replaces the browser's own reveal button. */
  &::-ms-reveal {
    display: none;
  }

  ${media.phoneOnly} {
    /* 16 px or more stops iOS Safari from zooming into the field. */
    [data-size] > & {
      font-size: max(${vars.font.size.md}, 16px);
    }
  }
`;

export const StartIcon = styled.span`
  display: inline-flex;
  flex: none;
  color: ${vars.color.text.muted};

  & > svg {
    width: 20px;
    height: 20px;
  }
  [data-size='sm'] > & > svg {
    width: 16px;
    height: 16px;
  }
  [data-invalid] > & {
    color: ${vars.color.danger.text};
  }
  &:has(+ input:focus) {
    color: ${vars.color.accent.text};
  }
`;

export const EndAdornment = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${vars.space['1']};
  color: ${vars.color.text.secondary};

  & > img {
    display: block;
    height: calc(${vars.layout.control.md} - ${vars.space['3']});
    border-radius: ${vars.radius.sm};
  }
`;

export const RevealButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: calc(${vars.layout.control.md} - ${vars.space['3']});
  height: calc(${vars.layout.control.md} - ${vars.space['3']});
  padding: 0;
  border: 0;
  border-radius: calc(${vars.radius.control} - 2px);
  background: transparent;
  color: ${vars.color.text.secondary};
  cursor: pointer;
  transition:
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  [data-size='sm'] > & {
    width: calc(${vars.layout.control.sm} - ${vars.space['2']});
    height: calc(${vars.layout.control.sm} - ${vars.space['2']});
  }

  &:hover:not(:disabled) {
    background: ${vars.color.surface.hover};
    color: ${vars.color.text.primary};
  }
  &[aria-pressed='true'] {
    color: ${vars.color.accent.text};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 0;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${vars.color.text.disabled};
  }

  ${media.phoneOnly} {
    &,
    [data-size='sm'] > & {
      position: relative;
      width: calc(${vars.layout.touchTarget} - ${vars.space['2']});
      height: calc(${vars.layout.touchTarget} - ${vars.space['2']});
    }
    /* An invisible 44 px hit area around the visible 36 px button. */
    &::before {
      content: '';
      position: absolute;
      inset: calc(-1 * ${vars.space['1']});
    }
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;
