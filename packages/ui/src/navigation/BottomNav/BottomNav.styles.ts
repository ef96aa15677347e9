import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const BottomNavRoot = styled.nav`
  position: fixed;
  inset: auto 0 0;
  z-index: ${vars.zIndex.sticky};
  padding: 0 env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left);
  border-top: 1px solid ${vars.color.border.subtle};
  background: color-mix(in srgb, ${vars.color.surface.base} 90%, transparent);
  backdrop-filter: saturate(1.4) blur(14px);
  -webkit-backdrop-filter: saturate(1.4) blur(14px);
  font-family: ${fontStack.body};

  ${media.tabletUp} { display: none; }
`;

export const BottomNavList = styled.ul`
  display: flex;
  height: ${vars.layout.bottomNav.height};
  margin: 0;
  padding: 0 ${vars.space['1']};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  /* Snapped entries line up with the padding, so the list at rest starts at 0. */
  scroll-padding-inline: ${vars.space['1']};
  scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }

  /* The side with more entries fades out, so the cut entry reads as "more this way". */
  [data-more='end'] > & { mask-image: linear-gradient(to right, #000 calc(100% - 40px), transparent); }
  [data-more='start'] > & { mask-image: linear-gradient(to left, #000 calc(100% - 40px), transparent); }
  [data-more='both'] > & { mask-image: linear-gradient(to right, transparent, #000 40px, #000 calc(100% - 40px), transparent); }
`;

/** A chevron over the faded side (decorative; the entries stay reachable by swipe, Tab and the arrow keys). */
export const MoreHint = styled.span`
  position: absolute;
  top: 0;
  bottom: env(safe-area-inset-bottom);
  display: none;
  place-items: center;
  width: 20px;
  color: ${vars.color.text.secondary};
  pointer-events: none;

  &[data-part='MoreStart'] { inset-inline-start: env(safe-area-inset-left); }
  &[data-part='MoreEnd'] { inset-inline-end: env(safe-area-inset-right); }
  [data-more='start'] > &[data-part='MoreStart'],
  [data-more='end'] > &[data-part='MoreEnd'],
  [data-more='both'] > & { display: grid; }
`;

export const BottomNavButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-width: 64px;
  min-height: ${vars.layout.touchTarget};
  height: 100%;
  padding: 0 ${vars.space['1']};
  border: 0;
  background: transparent;
  color: ${vars.color.text.muted};
  font: inherit;
  font-size: ${vars.font.size.xs};
  line-height: 1.1;
  white-space: nowrap;
  scroll-snap-align: start;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  & > [data-part='IconWrap'] {
    display: grid;
    place-items: center;
    width: 40px;
    height: 26px;
    border-radius: ${vars.radius.full};
    transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }
  &[aria-current='page'] { color: ${vars.color.accent.text}; font-weight: ${vars.font.weight.bold}; }
  &[aria-current='page'] > [data-part='IconWrap'] { background: ${vars.color.accent.soft}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus.ring}; outline-offset: -2px; border-radius: ${vars.radius.md}; }
`;
