import styled from 'styled-components';
import { vars } from '../../theme';

export const PeriodText = styled.span`
  color: ${vars.color.text.secondary};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** Five figures: two columns of smaller ones on a phone, the last across the row. */
export const SummaryArea = styled.div`
  min-width: 0;

  @container (max-width: 479px) {
    & [data-component='StatCards'] > * {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: ${vars.space['2']};
    }
    & [data-part='Card'] {
      padding: ${vars.space['3']};
    }
    & [data-part='Value'] {
      font-size: ${vars.font.size.lg};
    }
    & [data-part='Card']:last-child:nth-child(odd) {
      grid-column: 1 / -1;
    }
  }
`;
