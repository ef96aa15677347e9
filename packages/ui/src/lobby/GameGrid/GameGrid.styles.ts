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

/**
 * One row of loading tiles before the grid has measured its width (a prerendered page, the first render): the
 * columns come from CSS as gameGridColumns computes them (as many tiles of at least the minimum width as fit, never
 * fewer than two), the tiles beyond them wrap into rows of no height and are clipped, so the row has the final
 * tiles' size before any script runs.
 */
export const FluidRow = styled.div`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(var(--game-grid-min-tile, 140px), calc((100% - var(--game-grid-gap, 12px)) / 2)), 1fr)
  );
  grid-template-rows: auto;
  grid-auto-rows: 0;
  column-gap: var(--game-grid-gap, 12px);
  overflow: hidden;
`;

export const FluidRows = styled.div`
  display: grid;
  width: 100%;
  gap: var(--game-grid-gap, 12px);
`;

/**
 * The loaded games before the grid has measured its width (a page rendered on the server with its first games, the
 * render that hydrates it): the same columns as FluidRow, every row shown, spaced as the measured rows are, so the
 * virtualized rows that replace it once the width is known take the same places.
 */
export const FluidGrid = styled.div`
  display: grid;
  width: 100%;
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(var(--game-grid-min-tile, 140px), calc((100% - var(--game-grid-gap, 12px)) / 2)), 1fr)
  );
  gap: var(--game-grid-gap, 12px);
`;
