import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const CheckboxRoot = styled.div`
  display: inline-grid;
  grid-template-columns: auto 1fr;
  column-gap: ${vars.space['3']};
  row-gap: ${vars.space['1']};
  align-items: start;
  max-width: 100%;
  font-family: ${fontStack.body};
  vertical-align: top;

  /* Description and error line up with the label text, not the box. */
  & > :nth-child(n + 3) {
    grid-column: 2;
  }
`;

export const Control = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  /* The row is at least one line tall; the 20 px box sits centred on the first line. */
  width: 20px;
  height: 20px;
  margin-top: calc((1lh - 20px) / 2);
  line-height: ${vars.font.lineHeight.normal};
  font-size: ${vars.font.size.md};

  & > svg {
    position: absolute;
    inset: 2px;
    width: 16px;
    height: 16px;
    color: ${vars.color.accent.onSolid};
    pointer-events: none;
    opacity: 0;
    transform: scale(0.6);
    transition:
      opacity ${vars.motion.duration.fast} ${vars.motion.easing.standard},
      transform ${vars.motion.duration.fast} ${vars.motion.easing.emphasized};
  }

  ${media.reducedMotion} {
    & > svg {
      transition: none;
    }
  }
`;

export const Input = styled.input`
  appearance: none;
  flex: none;
  width: 20px;
  height: 20px;
  margin: 0;
  border: 1.5px solid ${vars.color.border.strong};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface.sunken};
  cursor: pointer;
  transition:
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover:not(:disabled) {
    border-color: ${vars.color.accent.border};
  }

  &:checked,
  &:indeterminate {
    border-color: ${vars.color.accent.solid};
    background: ${vars.color.accent.solid};
  }
  &:checked:hover:not(:disabled),
  &:indeterminate:hover:not(:disabled) {
    border-color: ${vars.color.accent.solidHover};
    background: ${vars.color.accent.solidHover};
  }
  &:checked:not(:indeterminate) ~ [data-icon='check'],
  &:indeterminate ~ [data-icon='minus'] {
    opacity: 1;
    transform: none;
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }

  &[aria-invalid='true'] {
    border-color: ${vars.color.danger.text};
  }

  &:disabled {
    cursor: not-allowed;
    border-color: ${vars.color.border.subtle};
    background: ${vars.color.surface.base};
  }
  &:disabled:checked,
  &:disabled:indeterminate {
    background: ${vars.color.border.default};
    border-color: ${vars.color.border.default};
  }
  &:disabled ~ svg {
    color: ${vars.color.text.disabled};
  }

  /* A 44 px hit area on phones without making the box look bigger. */
  ${media.phoneOnly} {
    &::after {
      content: '';
      position: absolute;
      inset: -12px;
    }
  }

  ${media.reducedMotion} {
    transition: none;
  }
`;

export const Label = styled.label`
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};
  cursor: pointer;
  user-select: none;

  &[data-disabled] {
    cursor: not-allowed;
    color: ${vars.color.text.disabled};
  }

  & a {
    color: ${vars.color.accent.text};
    text-decoration: underline;
    text-underline-offset: 0.2em;
    border-radius: ${vars.radius.sm};
  }
  & a:hover {
    text-decoration-thickness: 2px;
  }

  ${media.phoneOnly} {
    /* The whole row is the target on phones: at least 44 px tall. */
    display: flex;
    align-items: center;
    min-height: ${vars.layout.touchTarget};
    margin-block: calc((1lh - ${vars.layout.touchTarget}) / 2);
  }
`;

export const Description = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.snug};
`;
