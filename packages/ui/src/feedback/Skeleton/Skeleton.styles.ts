import styled, { keyframes } from 'styled-components';
import { media, vars } from '../../theme';

const shimmer = keyframes`from { background-position: 150% 0; } to { background-position: -50% 0; }`;

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
  background: linear-gradient(
      90deg,
      ${vars.color.skeleton.base} 25%,
      ${vars.color.skeleton.shine} 50%,
      ${vars.color.skeleton.base} 75%
    )
    ${vars.color.skeleton.base};
  background-size: 200% 100%;
  animation: ${shimmer} 1.6s linear infinite;

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

  ${media.reducedMotion} {
    animation: none;
    background: ${vars.color.skeleton.base};
  }
`;
