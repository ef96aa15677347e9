import styled, { keyframes } from 'styled-components';
import { media, vars } from '../../theme';

const fadeIn = keyframes`from { opacity: 0; }`;

export const SiteFrameRoot = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-height: 100dvh;
  background: ${vars.color.canvas};
  color: ${vars.color.text.primary};

  /*
   * Room for the fixed bottom nav on phones, and for the floating service button above it (RightSideBar: 52 px, 12 px
   * from the nav and the inline end, left right to left). Its lane is --ui-floating-clearance wide: the footer's
   * last lines scroll clear of it, and a strip that pins a figure at its inline end (JackpotTicker) keeps out of it.
   */
  ${media.phoneOnly} {
    &[data-has-bottom-nav] { padding-bottom: calc(${vars.layout.bottomNav.height} + env(safe-area-inset-bottom)); }
    &[data-has-aside] { --ui-floating-clearance: calc(52px + 2 * ${vars.space['3']}); }
    &[data-has-aside] > footer { padding-block-end: var(--ui-floating-clearance); }
  }

  /*
   * Room for the fixed right-side rail (RightSideBar: at most 88 px wide, its padding and border, 12 px from the edge)
   * beside main and the footer, so it never covers the last column of a grid (it is a floating button on phones).
   */
  ${media.tabletUp} {
    &[data-has-aside] > main,
    &[data-has-aside] > footer {
      padding-inline-end: calc(88px + 2 * ${vars.space['1']} + 2px + 2 * ${vars.space['3']});
    }
  }
`;

export const Main = styled.main`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;

  &:focus { outline: none; }
`;

export const RouteView = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;

  &[data-fade] {
    animation: ${fadeIn} ${vars.motion.duration.slow} ${vars.motion.easing.standard};
  }
  ${media.reducedMotion} { animation: none; }
`;
