import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const EntriesRoot = styled.nav`
  font-family: ${fontStack.body};

  & > ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
    gap: ${vars.space['3']};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  ${media.phoneOnly} {
    & > ul {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: ${vars.space['2']};
    }
  }
`;

export const Card = styled.span`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${vars.space['3']};
  min-height: 88px;
  padding: ${vars.space['4']};
  overflow: hidden;
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.primary};
  transition:
    transform ${vars.motion.duration.normal} ${vars.motion.easing.standard},
    box-shadow ${vars.motion.duration.normal} ${vars.motion.easing.standard},
    border-color ${vars.motion.duration.normal} ${vars.motion.easing.standard};

  a:hover > &,
  a:focus-visible > & {
    transform: translateY(-2px);
    border-color: ${vars.color.accent.border};
    box-shadow: ${vars.shadow.glow};
  }
  a:focus-visible > & {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }

  & > img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    opacity: 0.22;
  }

  ${media.phoneOnly} {
    min-height: 64px;
    padding: ${vars.space['3']};
  }
  ${media.reducedMotion} {
    transition: none;
    a:hover > &,
    a:focus-visible > & {
      transform: none;
    }
  }
`;

export const CardIcon = styled.span`
  position: relative;
  display: grid;
  flex: none;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${vars.radius.full};
  background: ${vars.color.accent.soft};
  color: ${vars.color.accent.text};

  ${media.phoneOnly} {
    width: 36px;
    height: 36px;
  }
`;

export const CardText = styled.span`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;

  & > [data-part='Label'] {
    font-family: ${fontStack.display};
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.heading};
    letter-spacing: ${vars.font.letterSpacing.heading};
    text-transform: ${vars.font.textTransform.heading};
  }
  & > [data-part='Description'] {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.xs};
  }
`;

export const LinkReset = styled.span`
  display: contents;

  & a {
    display: block;
    border-radius: ${vars.radius.lg};
    color: inherit;
    text-decoration: none;
  }
  & a:focus-visible {
    outline: none;
  }
`;
