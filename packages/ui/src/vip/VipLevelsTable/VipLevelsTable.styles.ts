import styled from 'styled-components';
import { fontStack, vars } from '../../theme';
import { tierToneVars } from '../shared/vip.styles';

export const Root = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['4']};
  min-width: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};

  & > [data-part='Title'] {
    margin: 0;
    font-family: ${fontStack.display};
    font-size: ${vars.font.size.xl};
    font-weight: ${vars.font.weight.heading};
    letter-spacing: ${vars.font.letterSpacing.heading};
    text-transform: ${vars.font.textTransform.heading};
  }
`;

/** Scrolls sideways when the columns do not fit; focusable so the keyboard can scroll it too. */
export const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};
  overscroll-behavior-x: contain;

  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
`;

export const LevelsTable = styled.table`
  width: 100%;
  min-width: 880px;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${vars.font.size.sm};

  & th,
  & td {
    padding: ${vars.space['3']} ${vars.space['4']};
    border-bottom: 1px solid ${vars.color.border.subtle};
    text-align: end;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  & thead th {
    position: sticky;
    top: 0;
    background: ${vars.color.surface.sunken};
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.bold};
    letter-spacing: ${vars.font.letterSpacing.caps};
    text-transform: uppercase;
  }
  & thead th[data-group='benefit'] {
    color: ${vars.color.accent.text};
  }
  & th:first-child {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    text-align: start;
  }
  & tbody th {
    background: ${vars.color.surface.raised};
    font-weight: ${vars.font.weight.regular};
  }
  & tbody tr:last-child > * {
    border-bottom: 0;
  }
  & tbody tr {
    ${tierToneVars}
  }
  & tbody tr[aria-current='true'] > * {
    background: color-mix(in srgb, var(--vip-soft) 70%, ${vars.color.surface.raised});
  }
  & tbody tr[aria-current='true'] > th {
    box-shadow: inset 4px 0 0 var(--vip-solid);
  }
  & td[data-yes] {
    color: ${vars.color.success.text};
  }
  & td[data-no] {
    color: ${vars.color.text.muted};
  }
`;

export const LevelCell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']};
`;

export const YouTag = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 22px;
  padding: 0 ${vars.space['2']};
  border-radius: ${vars.radius.full};
  background: var(--vip-solid);
  color: var(--vip-on-solid);
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  white-space: nowrap;
`;

export const Cards = styled.ol`
  display: grid;
  gap: ${vars.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  ${tierToneVars}
  display: grid;
  gap: ${vars.space['3']};
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.border.subtle};
  border-top: 3px solid var(--vip-solid);
  border-radius: ${vars.radius.lg};
  background: linear-gradient(180deg, color-mix(in srgb, var(--vip-soft) 55%, transparent), transparent 120px),
    ${vars.color.surface.raised};

  &[aria-current='true'] {
    border-color: var(--vip-border);
    border-top-color: var(--vip-solid);
    box-shadow: 0 0 0 1px var(--vip-border), ${vars.shadow.md};
  }
  & > [data-part='CardHead'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space['2']};
  }
  & [data-part='Needs'] {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${vars.space['2']};
    margin: 0;
  }
  & [data-part='Needs'] > div {
    padding: ${vars.space['2']} ${vars.space['3']};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface.sunken};
  }
  & [data-part='Needs'] dt {
    color: ${vars.color.text.muted};
    font-size: ${vars.font.size.xs};
  }
  & [data-part='Needs'] dd {
    margin: 0;
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;
