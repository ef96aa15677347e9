import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

export const FormRoot = styled.form`
  container-type: inline-size;
  display: grid;
  gap: ${vars.space['4']};
  padding: ${vars.space['5']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};

  @container (max-width: 479px) {
    padding: ${vars.space['4']};
  }
`;

export const FormTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  margin: 0;
  font-family: ${fontStack.display};
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.heading};

  & > svg {
    color: ${vars.color.accent.text};
  }
`;

export const Instructions = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.relaxed};
`;

export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;

  @container (max-width: 479px) {
    & > button {
      width: 100%;
    }
  }
`;
