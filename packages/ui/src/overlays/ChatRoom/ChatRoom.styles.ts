import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  height: min(640px, calc(100dvh - 160px));
  min-height: 0;
  border-top: 1px solid ${vars.color.border.subtle};

  ${media.phoneOnly} {
    height: calc(100dvh - 120px);
  }
`;

export const Tabs = styled.div`
  display: flex;
  gap: ${vars.space['1']};
  padding: ${vars.space['2']} ${vars.space['3']};
  overflow-x: auto;
  border-bottom: 1px solid ${vars.color.border.subtle};
  background: ${vars.color.surface.sunken};
`;

export const Tab = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2']};
  min-height: ${vars.layout.touchTarget};
  padding-inline: ${vars.space['3']};
  border: 1px solid transparent;
  border-radius: ${vars.radius.full};
  background: transparent;
  color: ${vars.color.text.secondary};
  font-family: ${fontStack.body};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surface.hover};
    color: ${vars.color.text.primary};
  }
  &[aria-selected='true'] {
    border-color: ${vars.color.accent.border};
    background: ${vars.color.accent.soft};
    color: ${vars.color.accent.text};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
`;

export const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  padding-inline: ${vars.space['1']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.danger.solid};
  color: ${vars.color.danger.onSolid};
  font-size: ${vars.font.size.xs};
  font-variant-numeric: tabular-nums;
  line-height: 1;
`;

export const Log = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  margin: 0;
  padding: ${vars.space['3']} ${vars.space['4']};
  overflow-y: auto;
  overscroll-behavior: contain;

  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: -2px;
  }
`;

export const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Message = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space['1']};
  max-width: min(80%, 520px);
  align-self: flex-start;

  &[data-own] {
    align-items: flex-end;
    align-self: flex-end;
  }
`;

export const Meta = styled.div`
  display: flex;
  gap: ${vars.space['2']};
  align-items: baseline;
  color: ${vars.color.text.muted};
  font-size: ${vars.font.size.xs};
`;

export const Sender = styled.span`
  color: ${vars.color.text.secondary};
  font-weight: ${vars.font.weight.medium};
`;

export const Bubble = styled.p`
  margin: 0;
  padding: ${vars.space['2']} ${vars.space['3']};
  border-radius: ${vars.radius.lg};
  border: 1px solid ${vars.color.border.subtle};
  border-start-start-radius: ${vars.radius.sm};
  /* Others' messages on the log's own surface: set apart by the sunken tone and a hairline in both modes. */
  background: ${vars.color.surface.sunken};
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  [data-own] > & {
    border-start-start-radius: ${vars.radius.lg};
    border-start-end-radius: ${vars.radius.sm};
    border-color: transparent;
    background: ${vars.color.accent.soft};
  }
`;

export const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space['3']};
  height: 100%;
  color: ${vars.color.text.muted};
  font-size: ${vars.font.size.sm};
  text-align: center;
`;

export const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  padding: ${vars.space['3']} ${vars.space['4']};
  border-top: 1px solid ${vars.color.border.subtle};
  background: ${vars.color.surface.base};
`;

export const ReadOnly = styled.p`
  margin: 0;
  padding: ${vars.space['3']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.info.soft};
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
`;

export const ComposerRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${vars.space['2']};
`;

export const TextArea = styled.textarea`
  flex: 1 1 auto;
  min-width: 0;
  min-height: ${vars.layout.touchTarget};
  max-height: 160px;
  padding: ${vars.space['2']} ${vars.space['3']};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface.sunken};
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};
  resize: vertical;

  &::placeholder {
    color: ${vars.color.text.muted};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${vars.color.danger.border};
  }
`;

export const Hints = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space['2']};
  color: ${vars.color.text.muted};
  font-size: ${vars.font.size.xs};

  & [data-over] {
    color: ${vars.color.danger.text};
  }
`;

export const Counter = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const SendError = styled.p`
  margin: 0;
  color: ${vars.color.danger.text};
  font-size: ${vars.font.size.sm};
`;
