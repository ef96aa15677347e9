import type { HTMLAttributes } from 'react';
import { TileSkeleton } from './GameTile.styles';

/** A tile-shaped placeholder (decorative: mark the loading region with a status or aria-busy). */
export function GameTileSkeleton(props: HTMLAttributes<HTMLSpanElement>) {
  return (
    <TileSkeleton data-component="GameTileSkeleton" aria-hidden="true" {...props}>
      <span data-shape="art" />
      <span data-shape="line" />
      <span data-shape="line" data-short="" />
    </TileSkeleton>
  );
}
