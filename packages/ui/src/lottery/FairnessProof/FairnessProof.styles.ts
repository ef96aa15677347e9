import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

export const Root = styled.section`
  display: grid;
  gap: ${vars.space['4']};
  min-width: 0;
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.base};
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};
  font-size: ${vars.font.size.sm};

  & [data-part='Title'] {
    display: flex;
    align-items: center;
    gap: ${vars.space['2']};
    margin: 0;
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.bold};
  }
  & [data-part='Title'] > svg {
    color: ${vars.color.success.text};
  }
  & p {
    margin: 0;
    color: ${vars.color.text.secondary};
    line-height: ${vars.font.lineHeight.normal};
  }
`;

export const Facts = styled.dl`
  display: grid;
  gap: ${vars.space['3']};
  margin: 0;

  & > div {
    display: grid;
    gap: ${vars.space['1']};
    min-width: 0;
  }
  & dt {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.bold};
  }
  & dd {
    margin: 0;
    min-width: 0;
  }
  & dd small {
    display: block;
    margin-top: ${vars.space['1']};
    color: ${vars.color.text.muted};
    font-size: ${vars.font.size.xs};
  }
`;

/** Hex and commands: mono, wrapping anywhere so 64 characters fit a 360 px phone. */
export const Hex = styled.code`
  display: block;
  padding: ${vars.space['2']};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface.sunken};
  color: ${vars.color.text.primary};
  font-family: ${fontStack.mono};
  font-size: ${vars.font.size.xs};
  line-height: ${vars.font.lineHeight.normal};
  overflow-wrap: anywhere;
  word-break: break-all;
  user-select: all;

  &[data-pending] {
    color: ${vars.color.text.muted};
    font-family: ${fontStack.body};
    user-select: auto;
  }
`;

export const Steps = styled.ol`
  display: grid;
  gap: ${vars.space['3']};
  margin: 0;
  padding-inline-start: ${vars.space['5']};
  color: ${vars.color.text.secondary};

  & > li {
    min-width: 0;
  }
  & > li > span {
    display: block;
    margin-bottom: ${vars.space['1']};
  }
`;

export const CommandRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space['2']};

  & > code {
    flex: 1 1 240px;
    min-width: 0;
  }
  & > [role='status'] {
    align-self: center;
    color: ${vars.color.success.text};
    font-size: ${vars.font.size.xs};
  }
  & > [role='status'][data-failed] {
    color: ${vars.color.danger.text};
  }
`;

export const Outcome = styled.div`
  display: grid;
  gap: ${vars.space['2']};
  padding: ${vars.space['3']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};

  &[data-outcome='verified'] {
    border-color: ${vars.color.success.border};
    background: ${vars.color.success.soft};
    color: ${vars.color.success.text};
  }
  &[data-outcome='failed'],
  &[data-outcome='error'] {
    border-color: ${vars.color.danger.border};
    background: ${vars.color.danger.soft};
    color: ${vars.color.danger.text};
  }
  & > strong {
    display: flex;
    align-items: flex-start;
    gap: ${vars.space['2']};
  }
  & > strong > svg {
    flex: none;
    margin-top: 0.2em;
  }
  & p {
    color: inherit;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['3']};
`;
