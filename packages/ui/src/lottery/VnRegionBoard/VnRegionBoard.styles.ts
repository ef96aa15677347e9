import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

export const Root = styled.section`
  container-type: inline-size;
  display: grid;
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
  & [data-part='Highlight'] {
    margin: 0;
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
`;

export const Boards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 420px), 1fr));
  gap: ${vars.space['4']};
  padding-top: ${vars.space['4']};
`;

export const BoardCard = styled.article`
  display: grid;
  align-content: start;
  gap: ${vars.space['3']};
  min-width: 0;
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};

  & > header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${vars.space['1']} ${vars.space['3']};
  }
  & > header h3,
  & > header h4 {
    margin: 0;
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.bold};
  }
  & > header span {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.xs};
    font-variant-numeric: tabular-nums;
  }
`;

export const PrizeTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.size.sm};

  & caption {
    padding-bottom: ${vars.space['2']};
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.bold};
    text-align: start;
  }
  & th,
  & td {
    padding: ${vars.space['2']};
    border-top: 1px solid ${vars.color.border.subtle};
    text-align: start;
    vertical-align: middle;
  }
  & th {
    color: ${vars.color.text.secondary};
    font-weight: ${vars.font.weight.medium};
    white-space: nowrap;
  }
  /* The tier column shrinks to its longest name. */
  & tr > :first-child {
    width: 1%;
  }
  & thead th {
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.bold};
  }
  & tr[data-tier='special'] > th {
    color: ${vars.color.danger.text};
    font-weight: ${vars.font.weight.bold};
  }
`;

export const Prizes = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['1']} ${vars.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    padding: 0 ${vars.space['1']};
    border-radius: ${vars.radius.sm};
    color: ${vars.color.text.secondary};
    font-family: ${fontStack.mono};
    font-size: ${vars.font.size.md};
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.04em;
  }
  /* The lô: a number's last two digits, in the primary colour and bold. */
  & > li > b {
    color: ${vars.color.text.primary};
    font-weight: ${vars.font.weight.bold};
  }
  & > li > mark {
    color: inherit;
    background: none;
  }
  & > li[data-highlighted] {
    outline: 2px solid ${vars.color.accent.border};
    background: ${vars.color.accent.soft};
  }
  & > li[data-highlighted] > b {
    color: ${vars.color.accent.text};
  }
  tr[data-tier='special'] & > li {
    color: ${vars.color.danger.text};
    font-size: ${vars.font.size.xl};
    font-weight: ${vars.font.weight.bold};
  }
  tr[data-tier='special'] & > li > b {
    color: ${vars.color.danger.text};
  }
`;

export const HeadTailTable = styled(PrizeTable)`
  font-variant-numeric: tabular-nums;

  & th,
  & td {
    padding: ${vars.space['1']} ${vars.space['2']};
    font-family: ${fontStack.mono};
  }
  & tbody th {
    text-align: center;
  }
  & tr > :first-child {
    width: 4em;
  }
  & thead th {
    font-family: ${fontStack.body};
    text-align: start;
  }
`;
