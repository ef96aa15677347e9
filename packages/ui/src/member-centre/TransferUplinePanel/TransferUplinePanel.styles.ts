import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

export const Summary = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['3']};
  margin: 0;

  @container (min-width: 480px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const SummaryItem = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  min-width: 0;
  padding: ${vars.space['3']} ${vars.space['4']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface.sunken};

  dt {
    display: flex;
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
    color: ${vars.color.text.primary};
    font-family: ${fontStack.display};
    font-size: ${vars.font.size.lg};
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
  padding: ${vars.space['6']} ${vars.space['4']};
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
  }
`;
