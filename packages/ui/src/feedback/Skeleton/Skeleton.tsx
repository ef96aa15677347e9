import { forwardRef, type CSSProperties } from 'react';
import { Bone, Lines } from './Skeleton.styles';
import type { SkeletonProps } from './Skeleton.types';

const length = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/** A shimmering placeholder (still under reduced motion) in the shape of the content it stands for. */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { shape = 'rect', width, height, lines = 1, style, ...rest },
  ref,
) {
  const heightOnly = (height !== undefined ? { '--skeleton-height': length(height) } : {}) as CSSProperties;
  const size = {
    ...heightOnly,
    ...(width !== undefined ? { '--skeleton-width': length(width) } : {}),
  } as CSSProperties;

  if (shape === 'text' && lines > 1) {
    return (
      <Lines ref={ref} data-component="Skeleton" data-shape="text" aria-hidden="true" style={style} {...rest}>
        {Array.from({ length: lines }, (_, i) => (
          <Bone
            key={i}
            data-part="Line"
            data-shape="text"
            data-last={i === lines - 1 ? '' : undefined}
            // The last line keeps its shorter default width.
            style={i === lines - 1 ? heightOnly : size}
          />
        ))}
      </Lines>
    );
  }
  return (
    <Bone
      ref={ref}
      data-component="Skeleton"
      data-shape={shape}
      aria-hidden="true"
      style={{ ...size, ...style }}
      {...rest}
    />
  );
});
