import styled from 'styled-components';
import { media, shimmer, vars } from '../../theme';

export const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.5em;
  width: 100%;
`;

export const Bone = styled.span`
  display: block;
  flex: none;
  width: var(--skeleton-width, 100%);
  height: var(--skeleton-height, 80px);
  border-radius: ${vars.radius.md};
  ${shimmer}

  &[data-shape='text'] {
    height: var(--skeleton-height, 0.8em);
    margin-block: 0.2em;
    border-radius: ${vars.radius.sm};
  }
  &[data-shape='text'][data-last] {
    width: var(--skeleton-width, 60%);
  }
  &[data-shape='circle'] {
    width: var(--skeleton-width, 40px);
    height: var(--skeleton-height, var(--skeleton-width, 40px));
    border-radius: ${vars.radius.full};
  }

  /* At rest in one colour (the tiles' placeholders keep the still gradient). */
  ${media.reducedMotion} {
    background: ${vars.color.skeleton.base};
  }
`;
