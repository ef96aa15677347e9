/** The parts every member-centre panel shares: header, filter bar, summary strip, content, pages. */
import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

/** An inline-size container: the filter bar and the summary follow the panel's own width, not the viewport's. */
export const PanelRoot = styled.section`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  min-width: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};
`;

export const PanelHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['2']} ${vars.space['4']};
  min-height: ${vars.layout.control.md};
`;

export const PanelTitle = styled.h2`
  margin: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.display};
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.heading};
  letter-spacing: ${vars.font.letterSpacing.heading};
  line-height: ${vars.font.lineHeight.tight};
  text-transform: ${vars.font.textTransform.heading};
`;

export const HeaderAside = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']};
`;

/** The filters: selects side by side, the period presets on a line of their own. */
export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space['3']} ${vars.space['4']};
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.base};

  & > [data-component='Select'] {
    flex: 0 1 220px;
    min-width: 160px;
  }

  @container (max-width: 599px) {
    padding: ${vars.space['3']};

    & > [data-component='Select'] {
      flex: 1 1 140px;
      min-width: 0;
    }
  }
`;

/** A labelled group of controls that has no field of its own (the period presets). */
export const FilterGroup = styled.div`
  display: flex;
  flex: 1 1 100%;
  flex-direction: column;
  gap: ${vars.space['2']};
  min-width: 0;
`;

export const FilterLabel = styled.span`
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.tight};
`;

/** The error state's frame: the same box the table draws, so nothing jumps when it is retried. */
export const ErrorBox = styled.div`
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};

  & [data-part='Icon'] {
    background: ${vars.color.danger.soft};
    color: ${vars.color.danger.text};
  }
`;

/** Totals of the whole filtered set: label over figure, as many columns as fit. */
export const Strip = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(136px, 1fr));
  gap: ${vars.space['1']};
  margin: 0;
  padding: ${vars.space['1']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};

  /* Loading: one step lower, so the skeletons (the raised surface's colour in dark mode) show. */
  [aria-busy='true'] > & {
    background: ${vars.color.surface.base};
  }
  @container (max-width: 599px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const StripItem = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  min-width: 0;
  padding: ${vars.space['3']} ${vars.space['4']};
  border-radius: ${vars.radius.md};

  & > dt {
    overflow: hidden;
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.medium};
    letter-spacing: ${vars.font.letterSpacing.caps};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > dd {
    margin: 0;
    overflow-wrap: anywhere;
    color: ${vars.color.text.primary};
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
    line-height: ${vars.font.lineHeight.tight};
  }
  /* The headline figure (win/loss, net) sits on a soft tint, across the strip's last row on a phone. */
  &[data-emphasis] {
    background: ${vars.color.surface.selected};
  }
  @container (max-width: 599px) {
    &[data-emphasis]:nth-child(odd):last-child {
      grid-column: 1 / -1;
    }
  }
`;

/** A signed amount: the sign says it, the colour repeats it. */
export const Signed = styled.span`
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  &[data-tone='positive'] {
    color: ${vars.color.success.text};
  }
  &[data-tone='negative'] {
    color: ${vars.color.danger.text};
  }
`;

export const TimeText = styled.time`
  color: ${vars.color.text.secondary};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  /* Two short lines in a table's narrow column, one line on a card. */
  [data-layout='table'] & {
    display: inline-flex;
    flex-direction: column;
    line-height: ${vars.font.lineHeight.snug};
  }
  [data-layout='table'] & > [data-part='Clock'] {
    color: ${vars.color.text.muted};
    font-size: ${vars.font.size.xs};
  }
`;

/** Ids people read out to support (round ids, order numbers): fixed-width, selectable in one go. */
export const Mono = styled.span`
  font-family: ${fontStack.mono};
  font-size: ${vars.font.size.xs};
  white-space: nowrap;
  user-select: all;
`;

export const Muted = styled.span`
  color: ${vars.color.text.muted};
`;

/** A reference over its remark, in one cell. */
export const Note = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  max-width: 28ch;
  font-size: ${vars.font.size.xs};
`;
