import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

/** The form spans the body and the footer, so Enter in a field sends it and the footer's button submits it. */
export const DialogForm = styled.form`
  display: contents;
`;

export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  min-width: 0;
`;

/** Who receives the money and what the agent has, before the amount. */
export const Summary = styled.dl`
  display: grid;
  gap: ${vars.space['2']};
  margin: 0;
  padding: ${vars.space['3']} ${vars.space['4']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface.sunken};

  & > div {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${vars.space['1']} ${vars.space['3']};
    min-width: 0;
  }
  dt {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['2']};
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
  dt > svg {
    flex: none;
    color: ${vars.color.accent.text};
  }
  dd {
    margin: 0;
    min-width: 0;
    color: ${vars.color.text.primary};
    font-family: ${fontStack.display};
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

export const Success = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space['3']};
  padding: ${vars.space['4']} 0;
  text-align: center;

  & > span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 64px;
    height: 64px;
    border-radius: ${vars.radius.full};
    background: ${vars.color.success.soft};
    color: ${vars.color.success.text};
  }
  strong {
    color: ${vars.color.text.primary};
    font-family: ${fontStack.display};
    font-size: ${vars.font.size.lg};
  }
  p {
    margin: 0;
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
    overflow-wrap: anywhere;
  }
`;
