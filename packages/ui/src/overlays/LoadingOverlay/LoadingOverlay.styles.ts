import styled, { keyframes } from 'styled-components';
import { fontStack, media, vars } from '../../theme';

const fadeIn = keyframes`from { opacity: 0; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(4px) scale(0.98); }`;

/** Above everything (toasts included) and catching every click and tap; focus is not trapped. */
export const Cover = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.loading};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space['4']};
  background: ${vars.color.backdrop};
  backdrop-filter: blur(2px);
  -webkit-backdrop-filter: blur(2px);
  cursor: progress;
  touch-action: none;
  animation: ${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard};

  ${media.reducedMotion} {
    animation: none;
  }
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space['3']};
  min-width: 120px;
  max-width: min(320px, 100%);
  padding: ${vars.space['6']} ${vars.space['6']} ${vars.space['5']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface.overlay};
  box-shadow: ${vars.shadow.lg};
  color: ${vars.color.accent.text};
  font-family: ${fontStack.body};
  animation: ${rise} ${vars.motion.duration.slow} ${vars.motion.easing.standard};

  ${media.reducedMotion} {
    animation: none;
  }
`;

export const Message = styled.p`
  margin: 0;
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.normal};
  text-align: center;
`;

/* A real box, not display: contents, so aria-busy stays in the accessibility tree. */
export const BusyRegion = styled.div`
  min-width: 0;
`;
