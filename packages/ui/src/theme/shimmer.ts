import { css, keyframes } from 'styled-components';
import { media } from './tokens';
import { vars } from './vars';

const sweep = keyframes`from { transform: translateX(calc(-100% * var(--ui-inline-sign, 1))); } to { transform: translateX(calc(100% * var(--ui-inline-sign, 1))); }`;

/** A loading placeholder at rest (reduced motion): the shimmer's gradient, still. */
const shimmerStill = css`
  background: linear-gradient(90deg, ${vars.color.skeleton.base} 25%, ${vars.color.skeleton.shine} 50%, ${vars.color.skeleton.base} 75%)
    ${vars.color.skeleton.base};
  background-size: 200% 100%;
`;

/**
 * A loading placeholder's surface: a light sweeping across the skeleton colour. The light is a pseudo-element moved
 * with `transform`, which the compositor animates without painting; animating `background-position` instead repaints
 * every placeholder on the main thread on every frame (on the landing page's eight loading tiles about 130 ms of the
 * main-thread work Lighthouse's phone saw after the first paint; see ADR 0005). With reduced motion the
 * placeholder rests as `shimmerStill`. Positions the element (relative) unless the rule sets its own position after
 * this mixin.
 */
export const shimmer = css`
  position: relative;
  overflow: hidden;
  background: ${vars.color.skeleton.base};

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, transparent, ${vars.color.skeleton.shine}, transparent);
    transform: translateX(calc(-100% * var(--ui-inline-sign, 1)));
    animation: ${sweep} 1.4s ease-in-out infinite;
  }

  ${media.reducedMotion} {
    ${shimmerStill}
    &::after {
      content: none;
    }
  }
`;
