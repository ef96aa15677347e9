import styled from 'styled-components';
import { vars } from '../../theme';

/** The form beside the invitation on a wide panel; one under the other on a narrow one. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['4']};
  align-items: start;

  @container (min-width: 880px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

export const Invite = styled.div`
  display: grid;
  gap: ${vars.space['4']};
  justify-items: stretch;

  & > [data-part='QrBlock'] {
    display: grid;
    justify-items: center;
    gap: ${vars.space['2']};
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.xs};
  }
`;

export const SuccessTitle = styled.strong`
  display: block;
`;
