import styled, { css, keyframes } from 'styled-components';
import { breakpoints, fontStack, media, vars } from '../../theme';

const panelIn = keyframes`from { opacity: 0; transform: translateY(-6px); }`;
const belowDesktop = `@media (max-width: ${breakpoints.desktop - 1}px)`;

export const HeaderRoot = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.header};
  height: ${vars.layout.header.height};
  border-bottom: 1px solid ${vars.color.border.subtle};
  background: color-mix(in srgb, ${vars.color.surface.base} 84%, transparent);
  backdrop-filter: saturate(1.4) blur(14px);
  -webkit-backdrop-filter: saturate(1.4) blur(14px);
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};
`;

export const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['4']};
  height: 100%;
  max-width: ${vars.layout.content.maxWidth};
  margin: 0 auto;
  padding: 0 ${vars.space['4']};

  ${media.phoneOnly} {
    gap: ${vars.space['2']};
    padding: 0 ${vars.space['2']} 0 ${vars.space['3']};
  }
`;

export const LogoSlot = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;

  & > a {
    display: inline-flex;
    align-items: center;
    height: ${vars.layout.touchTarget};
    border-radius: ${vars.radius.sm};
  }
  & img, & svg { display: block; height: 32px; width: auto; }

  ${media.phoneOnly} {
    & img, & svg { height: 28px; }
  }
`;

export const Nav = styled.nav`
  display: none;
  flex: 1;
  min-width: 0;
  height: 100%;
  /* No sideways scrolling: entries that do not fit move into the More list (see fitEntries). */

  ${media.desktopUp} { display: block; }
`;

export const NavList = styled.ul`
  display: flex;
  align-items: stretch;
  height: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const entryCss = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['1']};
  padding: 0 ${vars.space['3']};
  border: 0;
  background: transparent;
  color: ${vars.color.text.secondary};
  font: inherit;
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  transition: color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &::after {
    content: '';
    position: absolute;
    inset-inline-end: ${vars.space['3']};
    bottom: 0;
    inset-inline-start: ${vars.space['3']};
    height: 2px;
    border-radius: 2px;
    background: ${vars.color.accent.solid};
    transform: scaleX(0);
    transition: transform ${vars.motion.duration.normal} ${vars.motion.easing.standard};
  }
  &:hover, &[aria-expanded='true'], &[aria-current='page'], &[data-active] { color: ${vars.color.text.primary}; }
  &[aria-expanded='true']::after, &[aria-current='page']::after, &[data-active]::after { transform: scaleX(1); }
  &[aria-current='page'], &[data-active] { color: ${vars.color.accent.text}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus.ring}; outline-offset: -4px; border-radius: ${vars.radius.sm}; }

  & > [data-part='Chevron'] {
    transition: transform ${vars.motion.duration.normal} ${vars.motion.easing.standard};
  }
  &[aria-expanded='true'] > [data-part='Chevron'] { transform: rotate(180deg); }

  /* Below wide screens the entries drop their leading icon so every game type fits beside the account area. */
  @media (max-width: ${breakpoints.wide - 1}px) {
    padding: 0 ${vars.space['2']};
    & > [data-part='EntryIcon'] { display: none; }
    &::after { inset-inline-end: ${vars.space['2']}; inset-inline-start: ${vars.space['2']}; }
  }
  ${media.wideUp} { padding: 0 ${vars.space['4']}; }
  /* When the roomy look does not fit every entry, the nav goes compact before anything moves into More. */
  [data-nav-density='compact'] & {
    padding: 0 ${vars.space['2']};
    & > [data-part='EntryIcon'] { display: none; }
    &::after { inset-inline-end: ${vars.space['2']}; inset-inline-start: ${vars.space['2']}; }
  }
  ${media.reducedMotion} {
    &::after, & > [data-part='Chevron'] { transition: none; }
  }
`;

/** Link entries are anchors from the link renderer, menu entries are buttons: both get the same look. */
export const NavItem = styled.li`
  display: flex;
  align-items: stretch;

  & > a { ${entryCss} }
`;

export const NavEntry = styled.button`
  ${entryCss}
`;

/** The More entry: its button plus the small list anchored under it (right-aligned, it sits last in the bar). */
export const MoreAnchor = styled.div`
  position: relative;
  display: flex;
  align-items: stretch;
`;

export const MoreList = styled.ul`
  position: absolute;
  top: 100%;
  inset-inline-end: 0;
  z-index: ${vars.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 200px;
  max-width: min(320px, 90vw);
  margin: ${vars.space['2']} 0 0;
  padding: ${vars.space['1']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.overlay};
  box-shadow: ${vars.shadow.lg};
  list-style: none;
  animation: ${panelIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard};

  & > li { display: flex; }
  & > li > a, & > li > button {
    display: flex;
    flex: 1;
    align-items: center;
    gap: ${vars.space['2']};
    min-height: 40px;
    padding: 0 ${vars.space['3']};
    border: 0;
    border-radius: ${vars.radius.md};
    background: transparent;
    color: ${vars.color.text.primary};
    font: inherit;
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.medium};
    text-align: start;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
    transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }
  & > li > a > [data-component='Icon'], & > li > button > [data-component='Icon'] { flex: none; color: ${vars.color.text.secondary}; }
  & > li > a:hover, & > li > button:hover { background: ${vars.color.surface.hover}; }
  /* The current page: accent text and a bar on the leading edge (a tinted fill would cost contrast). */
  & > li > [aria-current='page'] {
    box-shadow: inset 3px 0 0 ${vars.color.accent.solid};
    color: ${vars.color.accent.text};
    font-weight: ${vars.font.weight.bold};
  }
  & > li > [aria-current='page'] > [data-component='Icon'] { color: inherit; }
  & > li > a:focus-visible, & > li > button:focus-visible { outline: 2px solid ${vars.color.focus.ring}; outline-offset: -2px; }

  ${media.reducedMotion} { animation: none; }
`;

/**
 * Every entry at its natural width, for measuring only: invisible, unfocusable, hidden from assistive technology,
 * and clipped to nothing so it never widens the page.
 */
export const MeasureRow = styled.div`
  position: absolute;
  top: 0;
  inset-inline-start: 0;
  width: 0;
  height: 0;
  overflow: hidden;
  visibility: hidden;
  pointer-events: none;
`;

export const MeasureList = styled.ul`
  display: flex;
  width: max-content;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const MeasureEntry = styled.li`
  ${entryCss}
`;

export const Panel = styled.div`
  position: absolute;
  top: 100%;
  inset-inline-end: 0;
  inset-inline-start: 0;
  z-index: ${vars.zIndex.dropdown};
  max-width: ${vars.layout.content.maxWidth};
  margin: 0 auto;
  padding: 0 ${vars.space['4']};

  & > [data-part='PanelSurface'] {
    margin-top: ${vars.space['2']};
    border: 1px solid ${vars.color.border.subtle};
    border-radius: ${vars.radius.xl};
    background: ${vars.color.surface.overlay};
    box-shadow: ${vars.shadow.lg};
    animation: ${panelIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard};
  }
  ${media.reducedMotion} {
    & > [data-part='PanelSurface'] { animation: none; }
  }
`;

export const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${vars.space['2']};
  margin-inline-start: auto;

  ${media.desktopUp} {
    margin-inline-start: 0;
    [data-part='MenuButton'] { display: none; }
  }
  /* The compact bar keeps the balance (or login) and the menu button; the rest (messages with their count too) lives in
     the side menu: a 360 px bar has no room for more. */
  ${belowDesktop} {
    [data-part='RegisterButton'],
    [data-part='AccountButton'],
    [data-part='MessagesButton'],
    [data-part='LogoutButton'],
    [data-part='Utilities'] { display: none; }
  }
`;

export const Utilities = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['1']};
  padding-inline-start: ${vars.space['2']};
  border-inline-start: 1px solid ${vars.color.border.subtle};
`;
