import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

export const Section = styled.section`
  display: flex;
  margin-top: ${vars.space['2']};
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

/** The chart's card: the same frame as the table below it. */
export const ChartCard = styled.div`
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};

  /* Loading: one step lower, so the chart's skeleton (the raised surface's colour in dark mode) shows. */
  &:has([data-component='Chart'][data-loading]) {
    background: ${vars.color.surface.base};
  }
  @container (max-width: 599px) {
    padding: ${vars.space['3']} ${vars.space['2']};
  }
`;

export const EmptyBox = styled.div`
  border: 1px dashed ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.base};
`;

/**
 * The summary on a phone: seven one-column cards would fill three screens, so two columns of smaller figures
 * (StatCards' grid, its skeleton's too, and its public parts are what is styled).
 */
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
    /* Seven figures: the last one takes the whole row rather than leaving a hole (no reordering: the reading order stays). */
    & [data-part='Card']:last-child:nth-child(odd) {
      grid-column: 1 / -1;
    }
  }
`;
