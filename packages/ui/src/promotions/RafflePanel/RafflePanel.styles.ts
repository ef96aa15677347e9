import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

export const RaffleRoot = styled.section`
  container-type: inline-size;
  display: grid;
  gap: ${vars.space['4']};
  padding: ${vars.space['5']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.xl};
  background:
    radial-gradient(120% 80% at 100% 0%, ${vars.color.secondary.soft} 0%, transparent 60%),
    ${vars.color.surface.raised};
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};

  & > h2 {
    display: flex;
    align-items: center;
    gap: ${vars.space['2']};
    margin: 0;
    font-family: ${fontStack.display};
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.heading};
  }
  & > h2 > svg {
    color: ${vars.color.accent.text};
  }
  @container (max-width: 479px) {
    padding: ${vars.space['4']};
  }
`;

export const Countdown = styled.div`
  display: grid;
  gap: ${vars.space['2']};

  & > p {
    margin: 0;
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
`;

export const Units = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${vars.space['2']};
  max-width: 420px;
`;

export const Unit = styled.div`
  display: grid;
  justify-items: center;
  padding: ${vars.space['3']} ${vars.space['2']};
  border: 1px solid ${vars.color.accent.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.sunken};

  & > strong {
    color: ${vars.color.accent.text};
    font-family: ${fontStack.display};
    font-size: ${vars.font.size['2xl']};
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
    line-height: 1.1;
  }
  & > span {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.xs};
  }
`;

export const Tickets = styled.div`
  display: grid;
  gap: ${vars.space['2']};

  & > ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space['2']};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & > ul > li {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['1']};
    padding: ${vars.space['1']} ${vars.space['3']};
    border: 1px dashed ${vars.color.accent.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.accent.soft};
    color: ${vars.color.text.primary};
    font-family: ${vars.font.family.mono};
    font-size: ${vars.font.size.sm};
  }
  & > ul > li[data-winning] {
    border-style: solid;
    background: ${vars.color.success.soft};
  }
  & > p {
    margin: 0;
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
`;

export const Result = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['3']};
  padding: ${vars.space['4']};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.sunken};

  & > svg {
    flex: none;
    width: 40px;
    height: 40px;
    color: ${vars.color.text.secondary};
  }
  &[data-winner] {
    background: ${vars.color.success.soft};
    border: 1px solid ${vars.color.success.border};
  }
  &[data-winner] > svg {
    color: ${vars.color.accent.text};
  }
  & strong {
    display: block;
    font-size: ${vars.font.size.lg};
  }
  & span {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['3']};

  & > p {
    margin: 0;
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
  @container (max-width: 479px) {
    & > button {
      width: 100%;
    }
  }
`;
