import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

export const Root = styled.article`
  container-type: inline-size;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['8']};
  min-width: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};

  & section > h2 {
    margin: 0 0 ${vars.space['4']};
    font-family: ${fontStack.display};
    font-size: ${vars.font.size['2xl']};
    font-weight: ${vars.font.weight.heading};
    letter-spacing: ${vars.font.letterSpacing.heading};
    text-transform: ${vars.font.textTransform.heading};
  }
  & [data-part='Terms'] {
    max-width: 72ch;
    margin: ${vars.space['3']} 0 0;
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
  @container (max-width: 560px) {
    gap: ${vars.space['6']};
    & section > h2 {
      font-size: ${vars.font.size.xl};
    }
  }
`;

export const Hero = styled.header`
  position: relative;
  display: grid;
  justify-items: start;
  gap: ${vars.space['4']};
  overflow: hidden;
  padding: ${vars.space['10']} ${vars.space['6']};
  border: 1px solid ${vars.color.secondary.border};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.gradient.hero};
  isolation: isolate;

  &::after {
    position: absolute;
    inset: -30% -15% auto auto;
    z-index: -1;
    width: 55%;
    aspect-ratio: 1;
    border-radius: 50%;
    background: radial-gradient(circle, ${vars.color.secondary.soft}, transparent 70%);
    content: '';
  }
  & > [data-part='Eyebrow'] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['2']};
    color: ${vars.color.secondary.text};
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
    max-width: 56ch;
    margin: 0;
    color: ${vars.color.text.secondary};
  }
  @container (max-width: 560px) {
    padding: ${vars.space['6']} ${vars.space['4']};
    & > :is(h1, h2)[data-part='Title'] {
      font-size: ${vars.font.size['2xl']};
    }
    & > button {
      width: 100%;
    }
  }
`;

/** The tiers' table; the rates in the accent colour. */
export const TierTable = styled.div`
  & [data-part='Rate'] {
    color: ${vars.color.accent.text};
    font-family: ${fontStack.display};
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.heading};
    font-variant-numeric: tabular-nums;
  }
`;

export const Contacts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space['2']} ${vars.space['4']};
  margin: ${vars.space['3']} 0 0;
  font-size: ${vars.font.size.sm};

  & dt {
    color: ${vars.color.text.secondary};
    font-weight: ${vars.font.weight.bold};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  & dd > span {
    color: ${vars.color.text.secondary};
  }
`;

export const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${vars.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  & > li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${vars.space['1']} ${vars.space['3']};
    padding: ${vars.space['4']};
    border-radius: ${vars.radius.lg};
    background: ${vars.color.surface.sunken};
    counter-increment: step;
  }
  & > li::before {
    display: grid;
    grid-row: span 2;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: ${vars.color.secondary.solid};
    color: ${vars.color.secondary.onSolid};
    font-weight: ${vars.font.weight.bold};
    content: counter(step);
  }
  & strong {
    font-size: ${vars.font.size.md};
  }
  & p {
    margin: 0;
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
`;

export const ApplyCard = styled.div`
  padding: ${vars.space['5']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface.raised};

  & > p {
    margin: 0 0 ${vars.space['4']};
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
  @container (max-width: 560px) {
    padding: ${vars.space['4']};
  }
`;

export const ApplyForm = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.space['4']};

  & > [data-wide] {
    grid-column: 1 / -1;
  }
  & > [data-part='Actions'] {
    display: flex;
    grid-column: 1 / -1;
    justify-content: flex-end;
  }
  @container (max-width: 560px) {
    grid-template-columns: 1fr;
    & > [data-part='Actions'] > * {
      flex: 1;
    }
  }
`;

export const Applied = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space['3']};
  padding: ${vars.space['6']} ${vars.space['2']};
  text-align: center;

  & > [data-part='AppliedIcon'] {
    display: grid;
    place-items: center;
    width: 64px;
    height: 64px;
    border-radius: 50%;
    background: ${vars.color.success.soft};
    color: ${vars.color.success.text};
  }
  & > strong {
    font-size: ${vars.font.size.lg};
  }
  & > p {
    max-width: 44ch;
    margin: 0;
    color: ${vars.color.text.secondary};
  }
`;

/** The agent's own links: a section like the others (its h2 takes their look), the copy list, then the figures. */
export const AgentLinks = styled.section`
  display: grid;
  gap: ${vars.space['4']};
  min-width: 0;

  & > h2 {
    margin-bottom: 0;
  }
  & > p {
    max-width: 72ch;
    margin: 0;
    color: ${vars.color.text.secondary};
  }
`;

export const AgentFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${vars.space['3']};
  margin: 0;

  & > div {
    display: grid;
    gap: ${vars.space['1']};
    padding: ${vars.space['4']};
    border: 1px solid ${vars.color.border.subtle};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface.raised};
  }
  & dt {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
  & dd {
    margin: 0;
    font-family: ${fontStack.display};
    font-size: ${vars.font.size['2xl']};
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;
