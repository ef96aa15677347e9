import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const SystemScreenRoot = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  min-height: 100dvh;
  padding: ${vars.space['8']} ${vars.space['4']};
  overflow: hidden;
  background: ${vars.color.gradient.hero};
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};
  isolation: isolate;

  /* A soft accent halo behind the card. */
  &::before {
    content: '';
    position: absolute;
    inset: 50% auto auto 50%;
    z-index: -1;
    width: 720px;
    height: 720px;
    border-radius: 50%;
    background: radial-gradient(closest-side, ${vars.color.accent.glow}, transparent);
    transform: translate(-50%, -60%);
  }
`;

export const Card = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space['4']};
  width: min(100%, 520px);
  padding: ${vars.space['10']} ${vars.space['8']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.xl};
  background: color-mix(in srgb, ${vars.color.surface.overlay} 88%, transparent);
  backdrop-filter: blur(16px);
  box-shadow: ${vars.shadow.lg};
  text-align: center;

  ${media.phoneOnly} { padding: ${vars.space['8']} ${vars.space['5']}; }
`;

export const Logo = styled.div`
  display: flex;
  justify-content: center;
  & img, & svg { display: block; height: 36px; width: auto; }
`;

export const Emblem = styled.div`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: ${vars.radius.full};
  background: ${vars.color.accent.soft};
  color: ${vars.color.accent.text};
  box-shadow: ${vars.shadow.glow};

  [data-variant='restricted'] & { background: ${vars.color.danger.soft}; color: ${vars.color.danger.text}; box-shadow: none; }
`;

export const Eyebrow = styled.p`
  margin: 0;
  color: ${vars.color.accent.text};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.bold};
  letter-spacing: ${vars.font.letterSpacing.caps};
  text-transform: uppercase;
`;

export const Title = styled.h1`
  margin: 0;
  font-family: ${fontStack.display};
  font-size: ${vars.font.size['3xl']};
  font-weight: ${vars.font.weight.heading};
  letter-spacing: 0.04em;
  line-height: ${vars.font.lineHeight.tight};

  ${media.phoneOnly} { font-size: ${vars.font.size['2xl']}; }
`;

export const Message = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  line-height: ${vars.font.lineHeight.relaxed};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${vars.space['2']} ${vars.space['4']};
  width: 100%;
  margin: 0;
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.sunken};
  text-align: start;

  & dt { color: ${vars.color.text.muted}; font-size: ${vars.font.size.sm}; }
  & dd { margin: 0; font-family: ${fontStack.mono}; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
`;
