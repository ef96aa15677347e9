import styled from 'styled-components';
import { vars } from '../../theme';

export const GridRoot = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
`;

export const VirtualList = styled.div`
  position: relative;
  width: 100%;
`;

export const Row = styled.div`
  position: absolute;
  top: 0;
  inset-inline-start: 0;
  display: grid;
  width: 100%;
  grid-template-columns: repeat(var(--game-grid-columns, 2), minmax(0, 1fr));
  column-gap: var(--game-grid-gap, 12px);
`;

export const StaticRows = styled.div`
  display: grid;
  width: 100%;
  grid-template-columns: repeat(var(--game-grid-columns, 2), minmax(0, 1fr));
  gap: var(--game-grid-gap, 12px);

  &[data-part='MoreSkeleton'] {
    margin-top: var(--game-grid-gap, 12px);
  }
`;

export const EmptyWrap = styled.div`
  padding: ${vars.space['8']} 0;
`;
