import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

export const BoardRoot = styled.section`
  container-type: inline-size;
  display: grid;
  gap: ${vars.space['3']};
  min-width: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};

  & > header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${vars.space['2']};
  }
  & > header > h2 {
    display: flex;
    align-items: center;
    gap: ${vars.space['2']};
    margin: 0;
    font-family: ${fontStack.display};
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.heading};
  }
  & > header > h2 > svg {
    color: ${vars.color.accent.text};
  }
  & > header > p {
    margin: 0;
    color: ${vars.color.text.muted};
    font-size: ${vars.font.size.xs};
  }
`;

export const Board = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0 ${vars.space['1']};
  font-variant-numeric: tabular-nums;

  & th {
    padding: ${vars.space['1']} ${vars.space['3']};
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.medium};
    text-align: start;
  }
  & th[data-numeric],
  & td[data-numeric] {
    text-align: end;
  }
  & td {
    padding: ${vars.space['3']};
    background: ${vars.color.surface.raised};
    font-size: ${vars.font.size.sm};
  }
  & td:first-child {
    width: 56px;
    border-start-start-radius: ${vars.radius.md};
    border-start-end-radius: 0;
    border-end-end-radius: 0;
    border-end-start-radius: ${vars.radius.md};
  }
  & td:last-child {
    border-start-start-radius: 0;
    border-start-end-radius: ${vars.radius.md};
    border-end-end-radius: ${vars.radius.md};
    border-end-start-radius: 0;
  }
  & tr[data-self] td {
    background: ${vars.color.accent.soft};
    box-shadow:
      inset 0 1px 0 ${vars.color.accent.border},
      inset 0 -1px 0 ${vars.color.accent.border};
    font-weight: ${vars.font.weight.bold};
  }
  & tr[data-self] td:first-child {
    box-shadow:
      inset 1px 1px 0 ${vars.color.accent.border},
      inset 0 -1px 0 ${vars.color.accent.border};
  }
  & tr[data-self] td:last-child {
    box-shadow:
      inset -1px 1px 0 ${vars.color.accent.border},
      inset 0 -1px 0 ${vars.color.accent.border};
  }
  & tr[data-pinned] td {
    border-top: 2px dashed ${vars.color.border.default};
  }

  @container (max-width: 419px) {
    & [data-col='reward'] {
      display: none;
    }
    & td {
      padding: ${vars.space['2']};
    }
  }
`;

export const Rank = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 28px;
  height: 28px;
  padding: 0 ${vars.space['1']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface.sunken};
  color: ${vars.color.text.secondary};
  font-weight: ${vars.font.weight.bold};

  &[data-rank='1'] {
    background: linear-gradient(180deg, #ffe27a, #e0a800);
    color: #3a2a00;
  }
  &[data-rank='2'] {
    background: linear-gradient(180deg, #eef2f7, #a7b1c2);
    color: #1e2532;
  }
  &[data-rank='3'] {
    background: linear-gradient(180deg, #f3c29b, #b8703b);
    color: #2e1604;
  }
`;

export const Name = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2']};
  font-family: ${vars.font.family.mono};

  & > [data-part='You'] {
    padding: 0 ${vars.space['2']};
    border-radius: ${vars.radius.full};
    background: ${vars.color.accent.solid};
    color: ${vars.color.accent.onSolid};
    font-family: ${fontStack.body};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.bold};
  }
`;
