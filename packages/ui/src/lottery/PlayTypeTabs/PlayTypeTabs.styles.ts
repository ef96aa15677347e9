import styled from 'styled-components';
import { vars } from '../../theme';

export const Root = styled.div`
  min-width: 0;
`;

export const Hint = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space['2']};
  margin: 0 0 ${vars.space['4']};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};

  & > svg {
    flex: none;
    margin-top: 2px;
    color: ${vars.color.info.text};
  }
`;
