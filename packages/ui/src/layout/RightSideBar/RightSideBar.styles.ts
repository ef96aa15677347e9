import styled, { keyframes } from 'styled-components';
import { fontStack, media, vars } from '../../theme';

const popIn = keyframes`from { opacity: 0; transform: translateX(calc(8px * var(--ui-inline-sign, 1))); }`;

export const RightSideBarRoot = styled.aside`
  position: fixed;
  top: 50%;
  inset-inline-end: ${vars.space['3']};
  z-index: ${vars.zIndex.sticky};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${vars.space['2']};
  transform: translateY(-50%);
  font-family: ${fontStack.body};

  /*
   * Phones: a floating button at the inline end (the left right to left), clear of a notch or rounded corner on either
   * side (the safe-area insets are physical, so the larger of the two serves both directions).
   */
  ${media.phoneOnly} {
    top: auto;
    inset-inline-end: calc(${vars.space['3']} + max(env(safe-area-inset-left), env(safe-area-inset-right)));
    bottom: calc(${vars.layout.bottomNav.height} + env(safe-area-inset-bottom) + ${vars.space['3']});
    transform: none;
  }
`;

export const Fab = styled.button`
  position: relative;
  display: none;
  place-items: center;
  width: 52px;
  height: 52px;
  border: 0;
  border-radius: ${vars.radius.full};
  background: ${vars.color.accent.solid};
  color: ${vars.color.accent.onSolid};
  box-shadow: ${vars.shadow.lg}, ${vars.shadow.glow};
  cursor: pointer;
  transition:
    transform ${vars.motion.duration.normal} ${vars.motion.easing.standard},
    opacity ${vars.motion.duration.normal} ${vars.motion.easing.standard};

  ${media.phoneOnly} { display: grid; }
  [data-tucked] > & { transform: translateY(calc(100% + ${vars.space['6']})); opacity: 0; pointer-events: none; }
  [data-tucked] > &:focus-visible { transform: none; opacity: 1; pointer-events: auto; }
  ${media.reducedMotion} { transition: none; }
`;

export const Rail = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  margin: 0;
  padding: ${vars.space['1']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.xl};
  background: color-mix(in srgb, ${vars.color.surface.overlay} 92%, transparent);
  backdrop-filter: blur(12px);
  box-shadow: ${vars.shadow.lg};
  list-style: none;

  ${media.phoneOnly} {
    order: -1;
    &:not([data-open]) { display: none; }
  }
`;

export const Entry = styled.li`
  position: relative;
  display: flex;
`;

export const RailButton = styled.button`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  /* At least 64 px; the rail grows to its widest label (capped) rather than wrapping a word letter by letter. */
  width: 100%;
  min-width: 64px;
  max-width: 88px;
  min-height: 60px;
  padding: ${vars.space['1']};
  border: 0;
  border-radius: ${vars.radius.lg};
  background: transparent;
  color: ${vars.color.text.secondary};
  font: inherit;
  font-size: ${vars.font.size.xs};
  line-height: 1.15;
  text-align: center;
  text-wrap: balance;
  overflow-wrap: anywhere;
  cursor: pointer;
  transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover { background: ${vars.color.surface.hover}; color: ${vars.color.text.primary}; }
  &[aria-expanded='true'] { background: ${vars.color.accent.soft}; color: ${vars.color.accent.text}; }
  &[data-part='CustomerService'] > [data-component='Icon'] { color: ${vars.color.accent.text}; }
`;

export const Popover = styled.div`
  position: absolute;
  top: 50%;
  inset-inline-end: calc(100% + ${vars.space['3']});
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space['2']};
  width: 220px;
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface.overlay};
  box-shadow: ${vars.shadow.lg};
  color: ${vars.color.text.primary};
  text-align: center;
  transform: translateY(-50%);
  animation: ${popIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard};

  & > h3 { margin: 0; font-size: ${vars.font.size.md}; font-weight: ${vars.font.weight.bold}; }
  & > p { margin: 0; color: ${vars.color.text.secondary}; font-size: ${vars.font.size.xs}; line-height: ${vars.font.lineHeight.relaxed}; }
  & > p[data-part='Scan'] { color: ${vars.color.accent.text}; font-weight: ${vars.font.weight.medium}; }

  ${media.phoneOnly} { width: 200px; }
  ${media.reducedMotion} { animation: none; }
`;

export const ChatBadge = styled.span`
  position: absolute;
  inset-block-start: 4px;
  inset-inline-end: 6px;
  display: inline-grid;
  place-items: center;
  min-width: 18px;
  height: 18px;
  padding-inline: 4px;
  border-radius: ${vars.radius.full};
  background: ${vars.color.danger.solid};
  color: ${vars.color.danger.onSolid};
  font-size: 11px;
  font-variant-numeric: tabular-nums;
  line-height: 1;
`;

export const FabDot = styled.span`
  position: absolute;
  inset-block-start: 4px;
  inset-inline-end: 4px;
  width: 12px;
  height: 12px;
  border: 2px solid ${vars.color.accent.solid};
  border-radius: ${vars.radius.full};
  background: ${vars.color.danger.solid};
`;
