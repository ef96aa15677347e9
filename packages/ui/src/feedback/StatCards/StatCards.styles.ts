import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

/**
 * The grid answers to its container, not the window: the same cards sit in a full-width page and in the member
 * centre's narrower panel. One column below 480 px (a 360 px phone), two up to 880 px, then up to four.
 */
export const StatCardsRoot = styled.div`
  container-type: inline-size;
  min-width: 0;
  font-family: ${fontStack.body};
`;

export const Grid = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['3']};
  margin: 0;

  @container (min-width: 480px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @container (min-width: 880px) {
    grid-template-columns: repeat(var(--stat-columns, 4), minmax(0, 1fr));
    gap: ${vars.space['4']};
  }
`;

export const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  min-width: 0;
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.primary};

  /* The skeleton's colour is the raised surface in dark mode: loading cards sit one step lower so the bones show. */
  &[data-loading] {
    background: ${vars.color.surface.base};
  }
`;

export const Label = styled.dt`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  min-width: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.snug};

  [data-component='Icon'] {
    flex: none;
    color: ${vars.color.accent.text};
  }
`;

export const Value = styled.dd`
  margin: 0;
  overflow-wrap: anywhere;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.display};
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${vars.font.lineHeight.tight};

  &[data-tone='positive'] {
    color: ${vars.color.success.text};
  }
  &[data-tone='negative'] {
    color: ${vars.color.danger.text};
  }
`;

export const Delta = styled.dd`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['1']};
  margin: 0;
  color: ${vars.color.text.muted};
  font-size: ${vars.font.size.xs};
  line-height: ${vars.font.lineHeight.snug};
`;

export const DeltaFigure = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  font-variant-numeric: tabular-nums;
  font-weight: ${vars.font.weight.bold};
  color: ${vars.color.text.secondary};

  &[data-tone='positive'] {
    color: ${vars.color.success.text};
  }
  &[data-tone='negative'] {
    color: ${vars.color.danger.text};
  }
`;

export const Hint = styled.dd`
  margin: 0;
  color: ${vars.color.text.muted};
  font-size: ${vars.font.size.xs};
  line-height: ${vars.font.lineHeight.snug};
`;
