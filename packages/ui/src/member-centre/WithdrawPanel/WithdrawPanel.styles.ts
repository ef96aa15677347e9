import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

/** The balance and today's limits, side by side on a wide pane. */
export const Overview = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['4']};
  padding: ${vars.space['5']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.gradient.hero}, ${vars.color.surface.raised};
  box-shadow: ${vars.shadow.inset};

  @container (min-width: 600px) {
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
    align-items: center;
  }
  @container (max-width: 519px) {
    padding: ${vars.space['4']};
  }
`;

export const BalanceBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  min-width: 0;

  & > span {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
  & > strong {
    color: ${vars.color.accent.text};
    font-family: ${fontStack.display};
    font-size: ${vars.font.size['3xl']};
    font-variant-numeric: tabular-nums;
    line-height: ${vars.font.lineHeight.tight};
    overflow-wrap: anywhere;
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space['3']};
  margin: 0;

  & > div {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
    padding: ${vars.space['2']} ${vars.space['3']};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface.sunken};
  }
  & dt {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.xs};
  }
  & dd {
    margin: 0;
    color: ${vars.color.text.primary};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

export const ProgressText = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space['1']} ${vars.space['3']};
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.xs};
  font-variant-numeric: tabular-nums;

  & > strong {
    color: ${vars.color.text.primary};
  }
`;

export const AccountActions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: calc(-1 * ${vars.space['1']});
`;

export const MaskedNumber = styled.span`
  white-space: nowrap;
  font-family: ${fontStack.mono};
  letter-spacing: 0.04em;
`;

export const FormFields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['4']};
  align-items: start;

  @container (min-width: 720px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${vars.space['6']};
  }
`;

export const GroupError = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space['1']};
  margin: 0;
  color: ${vars.color.danger.text};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};

  &:empty {
    display: none;
  }
`;

export const WithdrawalList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const WithdrawalItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  min-width: 0;
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};

  &[data-loading] {
    background: ${vars.color.surface.base};
  }
  &[data-status='awaitingConfirmation'] {
    border-color: ${vars.color.accent.border};
    box-shadow: ${vars.shadow.glow};
  }
`;

export const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['2']};
`;

export const ItemAmount = styled.strong`
  font-family: ${fontStack.display};
  font-size: ${vars.font.size.xl};
  font-variant-numeric: tabular-nums;
  line-height: ${vars.font.lineHeight.tight};
`;

export const ItemMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['1']} ${vars.space['3']};
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;

  & > span {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['1']};
  }
`;

/** The member's answer to "did the money arrive?": three option cards, stacked on a phone. */
export const OutcomeGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  gap: ${vars.space['2']};
`;

export const ConfirmForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  padding-top: ${vars.space['3']};
  border-top: 1px solid ${vars.color.border.subtle};
`;

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${vars.space['2']};
    padding: 0;
    color: ${vars.color.text.primary};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.medium};
  }
`;

export const KindRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
`;

export const ModalForm = styled.form`
  display: contents;
`;

export const ModalFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};

  ${media.phoneOnly} {
    gap: ${vars.space['3']};
  }
`;
