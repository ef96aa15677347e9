import styled, { keyframes } from 'styled-components';
import { fontStack, media, vars } from '../../theme';

const fadeIn = keyframes`from { opacity: 0; }`;
const fadeOut = keyframes`to { opacity: 0; }`;
const popIn = keyframes`from { opacity: 0; transform: scale(0.96); }`;
const popOut = keyframes`to { opacity: 0; transform: scale(0.96); }`;
const sheetIn = keyframes`from { transform: translateY(100%); }`;
const sheetOut = keyframes`to { transform: translateY(100%); }`;

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.overlay};
  background: ${vars.color.backdrop};
  backdrop-filter: blur(6px);
  -webkit-backdrop-filter: blur(6px);

  &[data-state='open'] {
    animation: ${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard};
  }
  &[data-state='closed'] {
    animation: ${fadeOut} ${vars.motion.duration.normal} ${vars.motion.easing.exit};
  }

  ${media.reducedMotion} {
    &[data-state] {
      animation: none;
    }
  }
`;

export const Content = styled.div`
  /* inset 0 + auto margins centre the box without a transform, so text stays on whole pixels. */
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.modal};
  display: flex;
  flex-direction: column;
  width: ${vars.layout.modal.width};
  min-width: min(${vars.layout.modal.minWidth}, calc(100vw - ${vars.space['4']}));
  max-width: ${vars.layout.modal.maxWidth};
  height: fit-content;
  min-height: ${vars.layout.modal.height};
  max-height: ${vars.layout.modal.maxHeight};
  margin: auto;
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface.overlay};
  box-shadow: ${vars.shadow.lg};
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};
  overflow: hidden;

  &:focus {
    outline: none;
  }

  &[data-size='dialog'] {
    width: ${vars.layout.dialog.width};
    min-height: ${vars.layout.modal.minHeight};
  }
  &[data-size='lg'] {
    width: ${vars.layout.modal.maxWidth};
  }
  &[data-size='fullscreen'] {
    width: 100%;
    max-width: none;
    height: 100%;
    max-height: none;
    border: 0;
    border-radius: 0;
    padding: env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left);
  }

  &[data-state='open'] {
    animation: ${popIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard};
  }
  &[data-state='closed'] {
    animation: ${popOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit};
  }
  &[data-size='fullscreen'][data-state] {
    animation-name: ${fadeIn};
  }
  &[data-size='fullscreen'][data-state='closed'] {
    animation-name: ${fadeOut};
  }

  ${media.phoneOnly} {
    /* default and lg: a bottom sheet, full width, its top corners rounded, clear of the home indicator. */
    &[data-size='default'],
    &[data-size='lg'] {
      inset: auto 0 0;
      width: 100%;
      min-width: 0;
      max-width: none;
      min-height: ${vars.layout.modal.minHeight};
      max-height: calc(100dvh - ${vars.space['12']});
      margin: 0;
      border-width: 1px 0 0;
      border-radius: ${vars.radius.xl} ${vars.radius.xl} 0 0;
      padding-bottom: env(safe-area-inset-bottom);
    }
    &[data-size='default'][data-state='open'],
    &[data-size='lg'][data-state='open'] {
      animation-name: ${sheetIn};
      animation-timing-function: ${vars.motion.easing.standard};
    }
    &[data-size='default'][data-state='closed'],
    &[data-size='lg'][data-state='closed'] {
      animation-name: ${sheetOut};
    }

    /* dialog: stays centred, with safe margins on both sides. */
    &[data-size='dialog'] {
      width: calc(100% - ${vars.space['8']});
      min-width: 0;
    }
  }

  ${media.reducedMotion} {
    &[data-state] {
      animation: none;
    }
  }
`;

export const Header = styled.div`
  display: flex;
  flex: none;
  flex-direction: column;
  gap: ${vars.space['4']};
  padding: ${vars.space['5']} ${vars.space['4']} ${vars.space['4']} ${vars.space['6']};

  ${media.phoneOnly} {
    padding: ${vars.space['4']} ${vars.space['2']} ${vars.space['3']} ${vars.space['4']};
  }
`;

export const HeaderRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space['3']};
`;

export const HeaderText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space['1']};
  min-width: 0;
  /* Line the title up with the middle of the close button. */
  padding-top: ${vars.space['1']};
`;

export const Title = styled.h2`
  margin: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.display};
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.heading};
  letter-spacing: ${vars.font.letterSpacing.heading};
  line-height: ${vars.font.lineHeight.snug};
  text-transform: ${vars.font.textTransform.heading};
  overflow-wrap: anywhere;
`;

export const Description = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
`;

export const CloseButton = styled.button`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${vars.layout.control.sm};
  height: ${vars.layout.control.sm};
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.full};
  background: transparent;
  color: ${vars.color.text.secondary};
  cursor: pointer;
  transition:
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover {
    background: ${vars.color.surface.hover};
    color: ${vars.color.text.primary};
  }
  &:active {
    background: ${vars.color.surface.selected};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }

  ${media.phoneOnly} {
    width: ${vars.layout.touchTarget};
    height: ${vars.layout.touchTarget};
    /* Keep its centre on the title's first line despite the larger target. */
    margin-top: calc(-1 * ${vars.space['1']});
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  padding: 0 ${vars.space['6']} ${vars.space['2']};
  overflow-y: auto;
  overscroll-behavior: contain;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.relaxed};

  /* A hairline marks the scroll edges once the body actually scrolls. */
  &:last-child {
    padding-bottom: ${vars.space['6']};
  }
  &[data-scrollable] {
    border-block: 1px solid ${vars.color.border.subtle};
    padding-block: ${vars.space['4']};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: -2px;
  }
  & > p {
    margin: 0;
  }
  & > p + p {
    margin-top: ${vars.space['3']};
  }

  ${media.phoneOnly} {
    padding-inline: ${vars.space['4']};
    &:last-child {
      padding-bottom: ${vars.space['4']};
    }
  }
`;

export const Footer = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space['3']};
  /* Pushed to the bottom when min-height leaves room. */
  margin-top: auto;
  padding: ${vars.space['4']} ${vars.space['6']} ${vars.space['6']};

  ${media.phoneOnly} {
    flex-direction: column;
    align-items: stretch;
    padding: ${vars.space['3']} ${vars.space['4']} ${vars.space['4']};
    & > * {
      width: 100%;
    }
  }
`;
