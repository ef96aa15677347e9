/** Parts the agent-centre panels share. */
import styled from 'styled-components';
import { vars } from '../../theme';

export const SearchForm = styled.form`
  display: flex;
  flex: 1 1 260px;
  align-items: flex-end;
  gap: ${vars.space['2']};
  min-width: 0;

  & > [data-component='TextField'] {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

export const EmptyBox = styled.div`
  border: 1px dashed ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.base};
`;

/** Two small choices side by side (direct only / whole team). */
export const Toggle = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};

  & > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space['2']};
  }
`;
