import styled, { keyframes } from 'styled-components';
import { fontStack, media, vars } from '../../theme';

const enterFromRight = keyframes`from { opacity: 0; transform: translateX(calc(24px * var(--ui-inline-sign, 1))); }`;
const enterFromBottom = keyframes`from { opacity: 0; transform: translateY(16px); }`;

/** Top-right on tablets and up, newest on top; a bottom strip on phones, newest nearest the thumb. */
export const Viewport = styled.section`
  position: fixed;
  top: ${vars.space['4']};
  inset-inline-end: ${vars.space['4']};
  z-index: ${vars.zIndex.toast};
  width: min(380px, calc(100vw - ${vars.space['8']}));
  pointer-events: none;

  ${media.phoneOnly} {
    top: auto;
    inset-inline-end: ${vars.space['3']};
    bottom: calc(${vars.space['3']} + env(safe-area-inset-bottom));
    inset-inline-start: ${vars.space['3']};
    width: auto;
  }
`;

export const Stack = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.phoneOnly} {
    flex-direction: column-reverse;
  }
`;

export const ToastRoot = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: ${vars.space['3']};
  padding: ${vars.space['3']} ${vars.space['2']} ${vars.space['3']} ${vars.space['4']};
  overflow: hidden;
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.overlay};
  box-shadow: ${vars.shadow.lg};
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};
  pointer-events: auto;
  touch-action: pan-y;
  animation: ${enterFromRight} ${vars.motion.duration.slow} ${vars.motion.easing.emphasized};

  /* The tone's rail on the leading edge. */
  &::before {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: 3px;
    background: ${vars.color.info.solid};
  }
  &[data-tone='success']::before {
    background: ${vars.color.success.solid};
  }
  &[data-tone='warning']::before {
    background: ${vars.color.warning.solid};
  }
  &[data-tone='error']::before {
    background: ${vars.color.danger.solid};
  }

  &[data-tone='info'] [data-part='Icon'] {
    color: ${vars.color.info.text};
  }
  &[data-tone='success'] [data-part='Icon'] {
    color: ${vars.color.success.text};
  }
  &[data-tone='warning'] [data-part='Icon'] {
    color: ${vars.color.warning.text};
  }
  &[data-tone='error'] [data-part='Icon'] {
    color: ${vars.color.danger.text};
  }

  &[data-swiping] {
    transition: none;
  }
  &:not([data-swiping]) {
    transition:
      transform ${vars.motion.duration.normal} ${vars.motion.easing.standard},
      opacity ${vars.motion.duration.normal} ${vars.motion.easing.standard};
  }

  ${media.phoneOnly} {
    animation-name: ${enterFromBottom};
  }
  ${media.reducedMotion} {
    animation: none;
    &:not([data-swiping]) {
      transition: none;
    }
  }
`;

export const IconSlot = styled.span`
  display: inline-flex;
  padding-top: 2px;
`;

export const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  min-width: 0;
  padding-block: 2px;
`;

export const Title = styled.p`
  margin: 0;
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.snug};
  overflow-wrap: anywhere;
`;

export const Description = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

export const CloseSlot = styled.span`
  margin: calc(-1 * ${vars.space['1']}) 0;
`;
