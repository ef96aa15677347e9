import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const TableRoot = styled.div`
  min-width: 0;
  font-family: ${fontStack.body};
  color: ${vars.color.text.primary};
`;

export const CaptionText = styled.div`
  margin-bottom: ${vars.space['3']};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.bold};
`;

/** The scroll area: sideways for wide tables; with a max height, also downwards under the sticky header. */
export const Scroller = styled.div`
  overflow: auto;
  max-height: var(--table-max-height, none);
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};
  overscroll-behavior-x: contain;

  /* The skeleton's colour is the raised surface in dark mode: a loading table sits one step lower so its bones show
     (as StatCards' loading cards do). */
  &:has(> table[aria-busy='true']) {
    background: ${vars.color.surface.base};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
`;

export const TableElement = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.snug};

  & > caption {
    padding: ${vars.space['3']} ${vars.space['4']};
    font-weight: ${vars.font.weight.bold};
    text-align: start;
  }
  & > caption[data-hidden] {
    padding: 0;
  }
`;

export const HeaderCell = styled.th.attrs({ scope: 'col' })`
  position: sticky;
  top: 0;
  z-index: 1;
  height: ${vars.layout.control.md};
  padding: 0 ${vars.space['4']};
  border-bottom: 1px solid ${vars.color.border.default};
  background: ${vars.color.surface.overlay};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  letter-spacing: ${vars.font.letterSpacing.caps};
  text-align: start;
  white-space: nowrap;

  &[data-align='center'] {
    text-align: center;
  }
  &[data-align='end'] {
    text-align: end;
  }
  &[aria-sort] {
    color: ${vars.color.accent.text};
  }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['1']};
  min-height: 32px;
  margin: 0 calc(-1 * ${vars.space['2']});
  padding: 0 ${vars.space['2']};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  letter-spacing: inherit;
  cursor: pointer;

  [data-align='end'] > & {
    flex-direction: row-reverse;
  }
  &:hover {
    background: ${vars.color.surface.hover};
    color: ${vars.color.text.primary};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 0;
  }
  & > svg {
    flex: none;
    opacity: 0.45;
  }
  [aria-sort] > & > svg {
    opacity: 1;
  }
`;

export const Row = styled.tr`
  &[data-interactive] {
    cursor: pointer;
  }
  &[data-interactive]:hover > td {
    background: ${vars.color.surface.hover};
  }
  &[data-interactive]:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: -2px;
  }
  & + & > td {
    border-top: 1px solid ${vars.color.border.subtle};
  }
`;

export const Cell = styled.td`
  height: ${vars.layout.control.lg};
  padding: ${vars.space['2']} ${vars.space['4']};
  text-align: start;
  vertical-align: middle;

  &[data-align='center'] {
    text-align: center;
  }
  &[data-align='end'] {
    text-align: end;
  }
  &[data-numeric] {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

export const FooterCell = styled(Cell)`
  border-top: 1px solid ${vars.color.border.default};
  background: ${vars.color.surface.sunken};
  font-weight: ${vars.font.weight.bold};

  /* The totals stay in view at the foot of a scrolling table. */
  position: sticky;
  bottom: 0;
`;

/** The totals row's first cell: the row's header ("Total"). */
export const FooterHeaderCell = styled(FooterCell).attrs({ as: 'th', scope: 'row' })``;

export const EmptyCell = styled.td`
  padding: 0;
`;

/* ---- phone cards ---- */

export const CardsToolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${vars.space['3']};

  & > [data-component='Select'] {
    width: 100%;
  }
`;

export const CardList = styled.ul`
  display: grid;
  gap: ${vars.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  padding: ${vars.space['3']} ${vars.space['4']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};
  font-size: ${vars.font.size.sm};

  &[data-interactive] {
    cursor: pointer;
  }
  &[data-interactive]:hover {
    border-color: ${vars.color.border.strong};
  }
  &[data-interactive]:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
  &[data-part='SkeletonCard'] {
    background: ${vars.color.surface.base};
  }
  &[data-part='TotalsCard'] {
    background: ${vars.color.surface.sunken};
    font-weight: ${vars.font.weight.bold};
  }
`;

export const CardTitle = styled.p`
  margin: 0 0 ${vars.space['2']};
  font-weight: ${vars.font.weight.bold};
`;

export const Pairs = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: ${vars.space['2']} ${vars.space['4']};
  margin: 0;

  & > dt {
    color: ${vars.color.text.secondary};
  }
  & > dd {
    min-width: 0;
    margin: 0;
    text-align: end;
    overflow-wrap: anywhere;
  }
  & > dd[data-numeric] {
    font-variant-numeric: tabular-nums;
  }
  ${media.phoneOnly} {
    & > dt,
    & > dd {
      min-height: 20px;
    }
  }
`;
