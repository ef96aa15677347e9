import styled from 'styled-components';
import { media, vars } from '../../theme';

export const SurfaceRoot = styled.div`
  position: relative;
  display: block;
  padding: var(--surface-padding);
  border: 1px solid ${vars.color.border.subtle};
  border-radius: var(--surface-radius);
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.primary};
  box-shadow: ${vars.shadow.md}, ${vars.shadow.inset};

  &[data-elevation='flat'] { box-shadow: ${vars.shadow.inset}; }
  &[data-elevation='floating'] {
    background: ${vars.color.surface.overlay};
    box-shadow: ${vars.shadow.lg}, ${vars.shadow.inset};
  }

  &[data-interactive] {
    transition:
      transform ${vars.motion.duration.normal} ${vars.motion.easing.standard},
      box-shadow ${vars.motion.duration.normal} ${vars.motion.easing.standard},
      border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
      background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }
  &[data-interactive]:hover,
  &[data-interactive]:has(:focus-visible) {
    transform: translateY(calc(-1 * ${vars.space['1']}));
    border-color: ${vars.color.accent.border};
    box-shadow: ${vars.shadow.lg}, ${vars.shadow.glow};
  }
  &[data-interactive]:active {
    transform: translateY(0);
  }

  ${media.reducedMotion} {
    &[data-interactive] { transition: none; }
    &[data-interactive]:hover,
    &[data-interactive]:has(:focus-visible) { transform: none; }
  }
`;
