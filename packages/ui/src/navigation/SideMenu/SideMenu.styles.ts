import styled, { keyframes } from 'styled-components';
import { fontStack, media, vars } from '../../theme';

const fadeIn = keyframes`from { opacity: 0; }`;
// From the inline start: the left edge, the right one in right-to-left languages (--ui-inline-sign, globalCss).
const slideIn = keyframes`from { transform: translateX(calc(-100% * var(--ui-inline-sign, 1))); }`;
const slideOut = keyframes`to { transform: translateX(calc(-100% * var(--ui-inline-sign, 1))); }`;

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.sideMenu};
  background: ${vars.color.backdrop};
  backdrop-filter: blur(4px);
  &[data-state='open'] { animation: ${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}; }
  ${media.reducedMotion} { animation: none !important; }
`;

export const Sheet = styled.div`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${vars.zIndex.sideMenu};
  display: flex;
  flex-direction: column;
  width: min(${vars.layout.sideMenu.width}, 88vw);
  padding: env(safe-area-inset-top) 0 env(safe-area-inset-bottom) env(safe-area-inset-left);
  border-inline-end: 1px solid ${vars.color.border.subtle};
  background: ${vars.color.surface.overlay};
  box-shadow: ${vars.shadow.lg};
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};

  &:focus { outline: none; }
  &[data-state='open'] { animation: ${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.standard}; }
  &[data-state='closed'] { animation: ${slideOut} ${vars.motion.duration.normal} ${vars.motion.easing.exit}; }
  ${media.reducedMotion} { animation: none !important; }
`;

export const SheetHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['2']};
  padding: ${vars.space['3']} ${vars.space['2']} ${vars.space['2']} ${vars.space['4']};
`;

export const SheetTitle = styled.h2`
  margin: 0;
  font-family: ${fontStack.display};
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.heading};
  letter-spacing: ${vars.font.letterSpacing.heading};
  text-transform: ${vars.font.textTransform.heading};
`;

export const Slot = styled.div`
  padding: 0 ${vars.space['4']} ${vars.space['3']};
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
  padding: 0 ${vars.space['3']};

  [role='tabpanel'] {
    flex: 1;
    min-height: 0;
    overflow-y: auto;
    padding: ${vars.space['2']} 0 ${vars.space['4']};
  }
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Group = styled.li`
  margin: ${vars.space['2']} 0;
  padding: ${vars.space['2']} 0;
  border-top: 1px solid ${vars.color.border.subtle};
  border-bottom: 1px solid ${vars.color.border.subtle};
`;

export const GroupTitle = styled.h3`
  margin: 0 0 ${vars.space['1']};
  padding: 0 ${vars.space['3']};
  color: ${vars.color.text.muted};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  letter-spacing: ${vars.font.letterSpacing.caps};
  text-transform: uppercase;
`;

export const Item = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.space['3']};
  width: 100%;
  min-height: ${vars.layout.touchTarget};
  padding: 0 ${vars.space['3']};
  border: 0;
  border-radius: ${vars.radius.control};
  background: transparent;
  color: ${vars.color.text.primary};
  font: inherit;
  font-size: ${vars.font.size.md};
  text-align: start;
  cursor: pointer;
  transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  & > [data-component='Icon'] { color: ${vars.color.text.secondary}; }
  &:hover { background: ${vars.color.surface.hover}; }
  &:hover > [data-component='Icon'] { color: ${vars.color.accent.text}; }
  &[aria-current='true'] { background: ${vars.color.accent.soft}; color: ${vars.color.accent.text}; font-weight: ${vars.font.weight.bold}; }
  &[aria-current='true'] > [data-component='Icon'] { color: ${vars.color.accent.text}; }
  & > [data-part='Trailing'] { margin-inline-start: auto; }
`;

export const Badge = styled.span`
  min-width: 20px;
  padding: 0 ${vars.space['1']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.danger.solid};
  color: ${vars.color.danger.onSolid};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 20px;
  text-align: center;
`;

export const Empty = styled.p`
  margin: ${vars.space['6']} ${vars.space['3']};
  color: ${vars.color.text.muted};
  font-size: ${vars.font.size.sm};
  text-align: center;
`;
