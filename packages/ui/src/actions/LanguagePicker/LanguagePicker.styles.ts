import styled, { keyframes } from 'styled-components';
import { fontStack, media, vars } from '../../theme';

const reveal = keyframes`from { opacity: 0; transform: translateY(-4px); }`;

export const Root = styled.div`
  position: relative;
  display: inline-flex;
  /* Never stretched by a flex parent: the menu hangs from the button's bottom edge. */
  height: fit-content;
  font-family: ${fontStack.body};
`;

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2']};
  height: ${vars.layout.control.md};
  padding: 0 ${vars.space['3']};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.control};
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.primary};
  font: inherit;
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover {
    background: ${vars.color.surface.hover};
  }
  &[aria-expanded='true'] {
    background: ${vars.color.surface.selected};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
  & > [lang] {
    font-family: ${fontStack.body};
  }
  & > [data-icon='globe'] {
    color: ${vars.color.accent.text};
  }
  & > [data-icon='chevronDown'] {
    color: ${vars.color.text.muted};
    transition: transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }
  &[aria-expanded='true'] > [data-icon='chevronDown'] {
    transform: rotate(180deg);
  }

  ${media.reducedMotion} {
    transition: none;
    & > [data-icon='chevronDown'] {
      transition: none;
    }
  }
`;

export const Menu = styled.div`
  position: absolute;
  top: calc(100% + ${vars.space['1']});
  inset-inline-end: 0;
  z-index: ${vars.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  min-width: 200px;
  max-height: min(360px, 70vh);
  padding: ${vars.space['1']};
  overflow-y: auto;
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.overlay};
  box-shadow: ${vars.shadow.lg};
  animation: ${reveal} ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &[data-align='start'] {
    inset-inline-end: auto;
    inset-inline-start: 0;
  }

  ${media.reducedMotion} {
    animation: none;
  }
`;

export const Option = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['3']};
  min-height: ${vars.layout.control.md};
  padding: 0 ${vars.space['3']};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text.secondary};
  font: inherit;
  /* Declared here, not inherited: var(--ui-font-script) must resolve under this option's own :lang(). */
  font-family: ${fontStack.body};
  font-size: ${vars.font.size.sm};
  text-align: start;
  cursor: pointer;

  &:hover,
  &:focus {
    background: ${vars.color.surface.hover};
    color: ${vars.color.text.primary};
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: -2px;
  }
  &[aria-checked='true'] {
    color: ${vars.color.text.primary};
    font-weight: ${vars.font.weight.bold};
  }
  & > [data-icon='check'] {
    color: ${vars.color.accent.text};
  }
  ${media.phoneOnly} {
    min-height: ${vars.layout.touchTarget};
  }
`;

export const Code = styled.span`
  color: ${vars.color.text.muted};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.regular};
  letter-spacing: ${vars.font.letterSpacing.caps};
`;

export const SelectBox = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  color: ${vars.color.text.primary};

  & > [data-icon] {
    position: absolute;
    pointer-events: none;
  }
  & > [data-icon='globe'] {
    inset-inline-start: ${vars.space['3']};
    color: ${vars.color.accent.text};
  }
  & > [data-icon='chevronDown'] {
    inset-inline-end: ${vars.space['2']};
    color: ${vars.color.text.muted};
  }
`;

export const NativeSelect = styled.select`
  height: ${vars.layout.control.md};
  padding: 0 ${vars.space['8']} 0 ${vars.space['10']};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.control};
  background: ${vars.color.surface.raised};
  color: inherit;
  font: inherit;
  font-size: ${vars.font.size.sm};
  appearance: none;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surface.hover};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
  & > option {
    font-family: ${fontStack.body};
  }
`;
