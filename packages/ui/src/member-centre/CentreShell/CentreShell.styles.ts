import styled from 'styled-components';
import { Modal } from '../../overlays/Modal';
import { media, vars } from '../../theme';

/**
 * The modal, sized for the centre: a steady height on tablets and desktops (pages of different lengths do not
 * make it jump), the whole screen on phones. `&&` outranks the modal's own size rules.
 */
export const Sheet = styled(Modal)`
  ${media.tabletUp} {
    && {
      height: min(${vars.layout.modal.maxHeight}, 760px);
    }
  }

  ${media.phoneOnly} {
    && {
      inset: 0;
      width: 100%;
      min-width: 0;
      max-width: none;
      height: 100%;
      min-height: 0;
      max-height: none;
      border: 0;
      border-radius: 0;
      padding: env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left);
    }
  }
`;

export const Layout = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  border-top: 1px solid ${vars.color.border.subtle};

  ${media.tabletUp} {
    display: grid;
    grid-template-columns: minmax(188px, 232px) minmax(0, 1fr);
  }
`;

export const Menu = styled.nav`
  flex: none;
  min-width: 0;

  ul {
    display: flex;
    gap: ${vars.space['2']};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  ${media.phoneOnly} {
    /* A strip of tabs that scrolls sideways; the edges fade to say there is more. */
    padding: ${vars.space['1']} 0 ${vars.space['3']};
    border-bottom: 1px solid ${vars.color.border.subtle};
    overflow-x: auto;
    overflow-y: hidden;
    overscroll-behavior-x: contain;
    scroll-padding-inline: ${vars.space['4']};
    scrollbar-width: none;
    mask-image: linear-gradient(
      to right,
      transparent,
      #000 ${vars.space['3']},
      #000 calc(100% - ${vars.space['6']}),
      transparent
    );

    &::-webkit-scrollbar {
      display: none;
    }

    ul {
      width: max-content;
      padding-inline: ${vars.space['4']};
    }
  }

  ${media.tabletUp} {
    padding: ${vars.space['3']};
    border-inline-end: 1px solid ${vars.color.border.subtle};
    background: ${vars.color.surface.sunken};
    overflow-y: auto;
    overscroll-behavior: contain;

    ul {
      flex-direction: column;
      gap: 2px;
    }
  }
`;

export const MenuButton = styled.button`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  width: 100%;
  /* 40 px with a pointer; the phone strip below makes them 44 px touch targets. */
  min-height: ${vars.space['10']};
  padding: ${vars.space['2']} ${vars.space['3']};
  border: 0;
  border-radius: ${vars.radius.control};
  background: transparent;
  color: ${vars.color.text.secondary};
  font: inherit;
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.snug};
  text-align: start;
  cursor: pointer;
  transition:
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  svg {
    flex: none;
  }

  &:hover {
    background: ${vars.color.surface.hover};
    color: ${vars.color.text.primary};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
  &[aria-current='page'] {
    background: ${vars.color.accent.soft};
    color: ${vars.color.text.primary};
    font-weight: ${vars.font.weight.medium};
  }
  &[aria-current='page'] svg {
    color: ${vars.color.accent.text};
  }

  ${media.tabletUp} {
    /* The open page is marked by a bar on its leading edge too, not by colour alone. */
    &[aria-current='page']::before {
      content: '';
      position: absolute;
      inset-block: ${vars.space['2']};
      inset-inline-start: 0;
      width: 3px;
      border-radius: ${vars.radius.full};
      background: ${vars.color.accent.solid};
    }
  }

  ${media.phoneOnly} {
    width: auto;
    min-height: ${vars.layout.touchTarget};
    padding: ${vars.space['2']} ${vars.space['4']};
    border: 1px solid ${vars.color.border.default};
    border-radius: ${vars.radius.full};
    background: ${vars.color.surface.raised};
    white-space: nowrap;

    &[aria-current='page'] {
      border-color: ${vars.color.accent.border};
      background: ${vars.color.accent.soft};
    }
  }

  ${media.reducedMotion} {
    transition: none;
  }
`;

export const MenuLabel = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Badge = styled.span`
  flex: none;
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

export const Content = styled.section`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${vars.space['4']};
  min-width: 0;
  min-height: 0;
  padding: ${vars.space['4']};
  overflow-y: auto;
  overscroll-behavior: contain;
  color: ${vars.color.text.primary};

  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: -2px;
  }

  ${media.tabletUp} {
    padding: ${vars.space['6']};
  }

  /* The heading takes focus on a page change, for screen readers; a ring around a heading would only puzzle. */
  & > h3:focus {
    outline: none;
  }
`;

export const ContentBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  min-width: 0;
`;
