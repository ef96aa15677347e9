import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

export const Root = styled.article`
  container-type: inline-size;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['6']};
  min-width: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};
`;

export const Hero = styled.header`
  position: relative;
  display: grid;
  gap: ${vars.space['4']};
  overflow: hidden;
  padding: ${vars.space['8']} ${vars.space['6']};
  border: 1px solid ${vars.color.accent.border};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.gradient.hero};
  isolation: isolate;

  &::after {
    /* A soft glow of the accent in the far corner: depth without an image. */
    position: absolute;
    inset: -40% -20% auto auto;
    z-index: -1;
    width: 60%;
    aspect-ratio: 1;
    border-radius: 50%;
    background: radial-gradient(circle, ${vars.color.accent.glow}, transparent 70%);
    content: '';
  }
  & > [data-part='Eyebrow'] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['2']};
    color: ${vars.color.accent.text};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.bold};
    letter-spacing: ${vars.font.letterSpacing.caps};
    text-transform: uppercase;
  }
  & > :is(h1, h2)[data-part='Title'] {
    max-width: 20em;
    text-wrap: balance;
    word-break: auto-phrase;
    margin: 0;
    font-family: ${fontStack.display};
    font-size: ${vars.font.size['4xl']};
    font-weight: ${vars.font.weight.heading};
    letter-spacing: ${vars.font.letterSpacing.heading};
    line-height: ${vars.font.lineHeight.tight};
    text-transform: ${vars.font.textTransform.heading};
  }
  & > p {
    max-width: 60ch;
    margin: 0;
    color: ${vars.color.text.secondary};
  }
  @container (max-width: 560px) {
    padding: ${vars.space['6']} ${vars.space['4']};
    & > :is(h1, h2)[data-part='Title'] {
      font-size: ${vars.font.size['2xl']};
    }
  }
`;

export const Highlights = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${vars.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    align-items: center;
    gap: ${vars.space['3']};
    padding: ${vars.space['3']};
    border: 1px solid ${vars.color.border.subtle};
    border-radius: ${vars.radius.lg};
    background: color-mix(in srgb, ${vars.color.surface.raised} 80%, transparent);
  }
  & > li > svg {
    flex: none;
    color: ${vars.color.accent.text};
  }
  & [data-part='Figure'] {
    display: block;
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
  & [data-part='Caption'] {
    display: block;
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.xs};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['3']};
`;

export const GuestCard = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['3']};
  padding: ${vars.space['5']};
  border: 1px dashed ${vars.color.border.strong};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface.raised};

  & h2 {
    margin: 0 0 ${vars.space['1']};
    font-size: ${vars.font.size.lg};
  }
  & p {
    margin: 0;
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
`;
