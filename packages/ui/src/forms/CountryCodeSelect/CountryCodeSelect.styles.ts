import styled, { keyframes } from 'styled-components';
import { fontStack, media, vars } from '../../theme';

const reveal = keyframes`from { opacity: 0; transform: translateY(-4px); }`;

export const Root = styled.div`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  min-width: 0;
  font-family: ${fontStack.body};

  &[data-full-width] {
    display: flex;
    width: 100%;
  }
`;

export const Label = styled.span`
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.snug};
  white-space: nowrap;
`;

export const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  height: ${vars.layout.control.md};
  padding: 0 ${vars.space['3']};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.control};
  background: ${vars.color.surface.sunken};
  color: ${vars.color.text.primary};
  font: inherit;
  font-size: ${vars.font.size.md};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition: border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover:not(:disabled) {
    border-color: ${vars.color.border.strong};
  }
  &:focus-visible,
  &[aria-expanded='true'] {
    border-color: ${vars.color.accent.border};
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
  &[data-invalid] {
    border-color: ${vars.color.danger.text};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${vars.color.surface.base};
    color: ${vars.color.text.disabled};
  }
  & > svg {
    flex: none;
    margin-inline-start: auto;
    color: ${vars.color.text.secondary};
    transition: transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }

  ${media.phoneOnly} {
    min-height: ${vars.layout.touchTarget};
  }
  ${media.reducedMotion} {
    transition: none;
    & > svg {
      transition: none;
    }
  }
`;

/*
 * The flag (or the two-letter code where flags do not render) is drawn with generated content: it repeats what
 * the accessible name already says, so it stays out of the text a screen reader or the name check sees.
 */
export const Flag = styled.span`
  flex: none;

  &::before {
    content: attr(data-symbol);
  }
  font-size: 1.25em;
  line-height: 1;

  &[data-badge] {
    min-width: 2.4em;
    padding: 2px ${vars.space['1']};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surface.hover};
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.bold};
    letter-spacing: ${vars.font.letterSpacing.caps};
    text-align: center;
  }
`;

export const Popup = styled.div`
  position: absolute;
  top: calc(100% + ${vars.space['1']});
  inset-inline-start: 0;
  z-index: ${vars.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  width: max(100%, calc(${vars.space['16']} * 4.5));
  max-width: calc(100vw - ${vars.space['8']});
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.overlay};
  box-shadow: ${vars.shadow.lg};
  overflow: hidden;
  animation: ${reveal} ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  ${media.reducedMotion} {
    animation: none;
  }
`;

export const SearchBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  padding: 0 ${vars.space['3']};
  border-bottom: 1px solid ${vars.color.border.subtle};
  color: ${vars.color.text.muted};

  &:focus-within {
    color: ${vars.color.accent.text};
  }
`;

export const SearchInput = styled.input`
  flex: 1;
  min-width: 0;
  height: ${vars.layout.control.md};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${vars.color.text.primary};
  font: inherit;
  font-size: ${vars.font.size.md};

  &::placeholder {
    color: ${vars.color.text.muted};
    opacity: 1;
  }
  &:focus {
    outline: none;
  }
  ${media.phoneOnly} {
    font-size: max(${vars.font.size.md}, 16px);
  }
`;

export const List = styled.ul`
  max-height: calc(${vars.layout.control.md} * 6);
  margin: 0;
  padding: ${vars.space['1']};
  overflow-y: auto;
  overscroll-behavior: contain;
  list-style: none;
`;

export const Option = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space['3']};
  min-height: ${vars.layout.control.sm};
  padding: ${vars.space['2']} ${vars.space['3']};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
  cursor: pointer;

  &[data-active] {
    background: ${vars.color.surface.hover};
  }
  &[aria-selected='true'] {
    color: ${vars.color.accent.text};
    font-weight: ${vars.font.weight.medium};
  }

  ${media.phoneOnly} {
    min-height: ${vars.layout.touchTarget};
  }
`;

export const OptionName = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const OptionCode = styled.span`
  color: ${vars.color.text.secondary};
  font-variant-numeric: tabular-nums;
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${vars.space['4']};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  text-align: center;
`;
