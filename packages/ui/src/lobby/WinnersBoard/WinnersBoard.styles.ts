import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

export const BoardRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  min-width: 0;
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};

  & > h2 {
    display: flex;
    align-items: center;
    gap: ${vars.space['2']};
    margin: 0;
    font-family: ${fontStack.display};
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.heading};
    letter-spacing: ${vars.font.letterSpacing.heading};
    text-transform: ${vars.font.textTransform.heading};
  }
  & > h2 > svg {
    color: ${vars.color.accent.text};
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.size.sm};
  table-layout: fixed;

  & th {
    padding: 0 ${vars.space['2']} ${vars.space['2']};
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.medium};
    text-align: start;
  }
  & td {
    padding: ${vars.space['2']};
    overflow: hidden;
    border-top: 1px solid ${vars.color.border.subtle};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & th:last-child,
  & td:last-child {
    text-align: end;
  }
  & td[data-part='Account'] {
    font-family: ${fontStack.mono};
  }
  & td[data-part='Amount'] {
    color: ${vars.color.success.text};
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

export const SkeletonLine = styled.span`
  display: block;
  height: 12px;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.skeleton.base};
`;
