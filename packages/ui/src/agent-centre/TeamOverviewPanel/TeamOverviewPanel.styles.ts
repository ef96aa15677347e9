import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  min-width: 0;
`;

export const SectionTitle = styled.h3`
  margin: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.display};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.heading};
  letter-spacing: ${vars.font.letterSpacing.heading};
  line-height: ${vars.font.lineHeight.snug};
`;

export const ChartTitle = styled.h4`
  margin: 0 0 ${vars.space['2']};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
`;

/** The two charts side by side on a wide panel, one under the other on a narrow one. */
export const Charts = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['3']};

  @container (min-width: 900px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const ChartCard = styled.div`
  min-width: 0;
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};

  &:has([data-component='Chart'][data-loading]) {
    background: ${vars.color.surface.base};
  }
  @container (max-width: 599px) {
    padding: ${vars.space['3']} ${vars.space['2']};
  }
`;

/** Seven figures: two columns of smaller ones on a phone, the last across the row. */
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
