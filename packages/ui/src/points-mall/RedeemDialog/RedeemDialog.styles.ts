import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

export const DialogForm = styled.form`
  display: grid;
  gap: ${vars.space['4']};
  font-family: ${fontStack.body};
`;

export const Summary = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['3']};
  padding: ${vars.space['3']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.sunken};

  & > [data-part='Emblem'] {
    display: grid;
    flex: none;
    place-items: center;
    width: 48px;
    height: 48px;
    border-radius: ${vars.radius.md};
    background: ${vars.color.accent.soft};
    color: ${vars.color.accent.text};
  }
  & strong {
    display: block;
    color: ${vars.color.text.primary};
  }
  & span {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
    font-variant-numeric: tabular-nums;
  }
`;

export const Quantity = styled.div`
  display: grid;
  gap: ${vars.space['1']};

  & > [data-part='QuantityLabel'] {
    color: ${vars.color.text.primary};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.medium};
  }
  & > [data-part='Stepper'] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['2']};
  }
  & input {
    width: 72px;
    min-height: ${vars.layout.touchTarget};
    border: 1px solid ${vars.color.border.default};
    border-radius: ${vars.radius.control};
    background: ${vars.color.surface.base};
    color: ${vars.color.text.primary};
    font: inherit;
    font-variant-numeric: tabular-nums;
    text-align: center;
  }
  & input:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 1px;
  }
  & > [data-part='QuantityHint'] {
    color: ${vars.color.text.muted};
    font-size: ${vars.font.size.xs};
  }
`;

export const Totals = styled.dl`
  display: grid;
  gap: ${vars.space['1']};
  margin: 0;
  font-size: ${vars.font.size.sm};

  & > div {
    display: flex;
    justify-content: space-between;
    gap: ${vars.space['3']};
  }
  & dt {
    color: ${vars.color.text.secondary};
  }
  & dd {
    margin: 0;
    color: ${vars.color.text.primary};
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
  & > div[data-total] dd {
    color: ${vars.color.accent.text};
    font-size: ${vars.font.size.md};
  }
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space['3']};

  @media (max-width: 480px) {
    & > * {
      flex: 1;
    }
  }
`;

export const Done = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space['3']};
  padding: ${vars.space['4']} 0;
  text-align: center;

  & > [data-part='DoneIcon'] {
    display: grid;
    place-items: center;
    width: 56px;
    height: 56px;
    border-radius: 50%;
    background: ${vars.color.success.soft};
    color: ${vars.color.success.text};
  }
  & > p {
    margin: 0;
    color: ${vars.color.text.secondary};
  }
`;

/** The receiver of an item: name, mobile and address, grouped under one legend. */
export const Delivery = styled.fieldset`
  display: grid;
  gap: ${vars.space['3']};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${vars.space['2']};
    padding: 0;
    color: ${vars.color.text.primary};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.bold};
  }
  & > p {
    margin: 0;
    color: ${vars.color.text.muted};
    font-size: ${vars.font.size.xs};
  }
`;
