import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

export const Root = styled.section`
  display: grid;
  gap: ${vars.space['4']};
  min-width: 0;
  max-width: 640px;
  padding: ${vars.space['5']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};

  & > header {
    display: grid;
    gap: ${vars.space['1']};
  }
  & > header > :is(h2, h3) {
    display: flex;
    align-items: center;
    gap: ${vars.space['2']};
    margin: 0;
    font-family: ${fontStack.display};
    font-size: ${vars.font.size.xl};
    font-weight: ${vars.font.weight.heading};
    letter-spacing: ${vars.font.letterSpacing.heading};
    text-transform: ${vars.font.textTransform.heading};
  }
  & > header > :is(h2, h3) > svg {
    color: ${vars.color.accent.text};
  }
  & > header > p {
    margin: 0;
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
  @media (max-width: 480px) {
    padding: ${vars.space['4']};
  }
`;

export const FormBody = styled.form`
  display: grid;
  gap: ${vars.space['4']};

  & > [data-part='Actions'] {
    display: flex;
    justify-content: flex-end;
  }
  @media (max-width: 480px) {
    & > [data-part='Actions'] > * {
      flex: 1;
    }
  }
`;

export const Sent = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space['3']};
  padding: ${vars.space['6']} ${vars.space['2']};
  text-align: center;

  & > [data-part='SentIcon'] {
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
    max-width: 40ch;
    margin: 0;
    color: ${vars.color.text.secondary};
  }
`;
