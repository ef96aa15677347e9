import styled from 'styled-components';
import { media, vars } from '../../theme';

export const ImageButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  /* 4:1.4 like the platform's captcha images. */
  width: calc(${vars.space['16']} + ${vars.space['12']});
  height: calc(${vars.layout.control.md} - ${vars.space['3']});
  padding: 0;
  border: 1px solid ${vars.color.border.subtle};
  border-radius: calc(${vars.radius.control} - 2px);
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.secondary};
  overflow: hidden;
  cursor: pointer;

  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  /* The refresh glyph sits in a corner and brightens on hover, so the image stays readable. */
  & > [data-part='RefreshIcon'] {
    position: absolute;
    inset-inline-end: 2px;
    bottom: 2px;
    display: inline-flex;
    padding: 2px;
    border-radius: ${vars.radius.full};
    background: ${vars.color.surface.overlay};
    color: ${vars.color.text.secondary};
    transition: color ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }
  &:hover > [data-part='RefreshIcon'] {
    color: ${vars.color.accent.text};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 1px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  ${media.phoneOnly} {
    height: calc(${vars.layout.touchTarget} - ${vars.space['2']});
  }
  ${media.reducedMotion} {
    & > [data-part='RefreshIcon'] {
      transition: none;
    }
  }
`;

export const Placeholder = styled.span`
  width: 100%;
  height: 100%;
  background: linear-gradient(90deg, ${vars.color.skeleton.base}, ${vars.color.skeleton.shine}, ${vars.color.skeleton.base});
`;
