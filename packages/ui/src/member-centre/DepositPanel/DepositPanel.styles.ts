import styled from 'styled-components';
import { fontStack, vars } from '../../theme';
import { OptionCard } from '../shared/cashier.styles';

/** Amount on the left, the fee preview and the button on the right; one column in a narrow pane. */
export const AmountLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['4']};
  align-items: start;

  @container (min-width: 720px) {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
    gap: ${vars.space['6']};
  }
`;

export const SummaryColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  min-width: 0;

  @container (min-width: 720px) {
    /* Lines the summary up with the field, under the label row. */
    padding-top: calc(${vars.font.size.sm} * 1.4 + ${vars.space['2']});
  }
`;

/** Instructions on the left, the QR code (or the pay link) on the right. */
export const PayLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['4']};
  align-items: start;

  @container (min-width: 640px) {
    grid-template-columns: minmax(0, 1fr) minmax(15rem, 17rem);
    gap: ${vars.space['6']};
  }
`;

/** The QR code (when there is one) above the order's figures. */
export const PaySide = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  min-width: 0;
`;

export const PayMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  min-width: 0;
`;

export const PayAside = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space['2']};
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface.sunken};
  text-align: center;
`;

export const QrCaption = styled.p`
  max-width: 14rem;
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.xs};
  line-height: ${vars.font.lineHeight.snug};
`;

export const OrderHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['3']};
`;

export const OrderTotal = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;

  & > span:first-child {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
  & > strong {
    color: ${vars.color.accent.text};
    font-family: ${fontStack.display};
    font-size: ${vars.font.size['2xl']};
    font-variant-numeric: tabular-nums;
    line-height: ${vars.font.lineHeight.tight};
  }
`;

/** "Pay within 14:32": the clock turns to the danger tone in the last minute. */
export const Countdown = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2']};
  padding: ${vars.space['2']} ${vars.space['3']};
  border: 1px solid ${vars.color.warning.border};
  border-radius: ${vars.radius.full};
  background: ${vars.color.warning.soft};
  color: ${vars.color.warning.text};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};

  & > time {
    color: ${vars.color.text.primary};
    font-family: ${fontStack.display};
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
  &[data-urgent] {
    border-color: ${vars.color.danger.border};
    background: ${vars.color.danger.soft};
    color: ${vars.color.danger.text};
  }
`;

export const StatusLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};

  & > [data-component='Spinner'] {
    flex: none;
  }
`;

export const NetworkTag = styled.span`
  flex: none;
  padding: 2px ${vars.space['2']};
  border: 1px solid ${vars.color.secondary.border};
  border-radius: ${vars.radius.full};
  background: ${vars.color.secondary.soft};
  color: ${vars.color.secondary.text};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  letter-spacing: ${vars.font.letterSpacing.caps};
`;

/** The paid, failed and expired states: a big badge, the headline and the way on. */
export const Result = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space['3']};
  padding: ${vars.space['6']} ${vars.space['4']};
  text-align: center;

  & > p {
    max-width: 32rem;
    margin: 0;
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
    line-height: ${vars.font.lineHeight.normal};
  }
`;

export const ResultBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: ${vars.radius.full};
  background: ${vars.color.success.soft};
  color: ${vars.color.success.text};
  box-shadow: 0 0 0 8px color-mix(in srgb, ${vars.color.success.soft} 50%, transparent);

  &[data-tone='danger'] {
    background: ${vars.color.danger.soft};
    color: ${vars.color.danger.text};
    box-shadow: 0 0 0 8px color-mix(in srgb, ${vars.color.danger.soft} 50%, transparent);
  }
  &[data-tone='neutral'] {
    background: ${vars.color.surface.sunken};
    color: ${vars.color.text.secondary};
    box-shadow: 0 0 0 8px color-mix(in srgb, ${vars.color.surface.sunken} 50%, transparent);
  }
`;

export const ResultTitle = styled.h3`
  margin: 0;
  font-family: ${fontStack.display};
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.heading};
  line-height: ${vars.font.lineHeight.tight};
`;

export const ResultAmount = styled.strong`
  color: ${vars.color.success.text};
  font-family: ${fontStack.display};
  font-size: ${vars.font.size['3xl']};
  font-variant-numeric: tabular-nums;
  line-height: ${vars.font.lineHeight.tight};
`;

export const SkeletonGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13.5rem), 1fr));
  gap: ${vars.space['3']};
`;

/** Takes the focus when the flow moves on; the step inside shows where the member is, so no ring is drawn. */
export const StepFrame = styled.div`
  min-width: 0;
  outline: none;
`;

/**
 * A channel card: badge, name and check on top. In a narrow pane the limits and fee sit beside the badge (cards
 * are full width); in a wide one, under the whole top row, so four cards a row keep their figures on one line.
 */
export const ChannelCard = styled(OptionCard)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas:
    'badge title check'
    'badge meta check';
  align-items: center;
  column-gap: ${vars.space['3']};
  row-gap: 2px;

  & > [data-part='Badge'] {
    grid-area: badge;
    align-self: start;
  }
  & > [data-part='Name'] {
    grid-area: title;
  }
  & > [data-part='Check'] {
    grid-area: check;
    align-self: start;
  }
  & > [data-part='Meta'] {
    grid-area: meta;
  }

  @container (min-width: 520px) {
    grid-template-areas:
      'badge title check'
      'meta meta meta';
    row-gap: ${vars.space['3']};
    padding: ${vars.space['4']};

    & > [data-part='Badge'],
    & > [data-part='Check'] {
      align-self: center;
    }
  }
`;
