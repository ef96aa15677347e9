import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

export const Root = styled.section`
  container-type: inline-size;
  min-width: 0;
`;

/* The grid sits inside the root: a container query reads the root's width, never the element's own. */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'head countdown'
    'last countdown'
    'fair fair';
  gap: ${vars.space['3']} ${vars.space['5']};
  min-width: 0;
  padding: ${vars.space['4']} ${vars.space['5']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};
  box-shadow: ${vars.shadow.sm};

  @container (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'head' 'countdown' 'last' 'fair';
    padding: ${vars.space['4']};
  }
`;

export const Head = styled.div`
  grid-area: head;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']} ${vars.space['3']};

  & > [data-part='Title'] {
    margin: 0;
    font-family: ${fontStack.display};
    font-size: ${vars.font.size.xl};
    font-weight: ${vars.font.weight.heading};
    line-height: ${vars.font.lineHeight.tight};
  }
  & > [data-part='Period'] {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
    font-variant-numeric: tabular-nums;
  }
`;

export const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  padding: 0 ${vars.space['3']};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface.sunken};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};

  &[data-status='open'] {
    border-color: ${vars.color.success.border};
    background: ${vars.color.success.soft};
    color: ${vars.color.success.text};
  }
  &[data-status='closed'] {
    border-color: ${vars.color.warning.border};
    background: ${vars.color.warning.soft};
    color: ${vars.color.warning.text};
  }
  &[data-status='cancelled'] {
    border-color: ${vars.color.danger.border};
    background: ${vars.color.danger.soft};
    color: ${vars.color.danger.text};
  }
`;

export const Countdown = styled.div`
  grid-area: countdown;
  display: grid;
  align-content: center;
  justify-items: end;
  gap: ${vars.space['1']};
  padding: ${vars.space['3']} ${vars.space['4']};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.sunken};

  & > [data-part='CountdownLabel'] {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
  & > [data-part='Timer'] {
    color: ${vars.color.accent.text};
    font-family: ${fontStack.mono};
    font-size: ${vars.font.size['3xl']};
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
    line-height: 1;
  }
  [data-status='closed'] & > [data-part='Timer'],
  [data-status='cancelled'] & > [data-part='Timer'],
  [data-status='waiting'] & > [data-part='Timer'],
  [data-status='drawn'] & > [data-part='Timer'] {
    color: ${vars.color.text.secondary};
  }

  @container (max-width: 560px) {
    grid-auto-flow: column;
    justify-items: start;
    justify-content: space-between;
    align-items: center;
    & > [data-part='Timer'] {
      font-size: ${vars.font.size['2xl']};
    }
  }
`;

export const Last = styled.div`
  grid-area: last;
  display: grid;
  gap: ${vars.space['2']};
  min-width: 0;

  & > [data-part='LastLabel'] {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
`;

export const LastFigures = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']};

  & > [data-part='Tier'] {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
`;

export const SideBadge = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  padding: 0 ${vars.space['2']};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface.sunken};
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  font-variant-numeric: tabular-nums;

  &[data-side='big'],
  &[data-side='odd'] {
    background: ${vars.color.danger.soft};
    color: ${vars.color.danger.text};
  }
  &[data-side='small'],
  &[data-side='even'] {
    background: ${vars.color.info.soft};
    color: ${vars.color.info.text};
  }
`;

export const Fairness = styled.p`
  grid-area: fair;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['1']} ${vars.space['2']};
  margin: 0;
  padding-top: ${vars.space['3']};
  border-top: 1px solid ${vars.color.border.subtle};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};

  & > svg {
    color: ${vars.color.success.text};
  }
  & code {
    color: ${vars.color.text.primary};
    font-family: ${fontStack.mono};
  }
  & > [data-part='FairnessHint'] {
    flex-basis: 100%;
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.xs};
  }
`;
