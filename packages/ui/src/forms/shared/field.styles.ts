/** Static styled parts shared by the form controls: label row, hint, error region, visually hidden text. */
import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const FieldRoot = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  min-width: 0;
  /* 320 px: wide enough for a phone number or e-mail without looking stretched. */
  width: min(100%, calc(${vars.space['16']} * 5));
  font-family: ${fontStack.body};
  vertical-align: top;

  &[data-full-width] {
    display: flex;
    width: 100%;
  }
`;

export const LabelRow = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['1']};
  width: fit-content;
  max-width: 100%;
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.snug};

  [data-disabled] > & {
    color: ${vars.color.text.disabled};
  }
`;

export const RequiredMarker = styled.span`
  color: ${vars.color.danger.text};
  font-weight: ${vars.font.weight.bold};

  /* The asterisk is decoration; the visually hidden word carries the meaning. */
  &::before {
    content: '*';
  }
`;

export const OptionalMarker = styled.span`
  padding: 0 ${vars.space['2']};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.full};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.regular};
  line-height: 1.6;
`;

export const Hint = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.snug};
`;

export const ErrorRegion = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space['1']};
  color: ${vars.color.danger.text};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.snug};

  /* Kept in the DOM while empty so screen readers track it as a live region; out of the flow (and the
     parent's gap) until it has a message. */
  &:empty {
    position: absolute;
  }

  & > svg {
    flex: none;
    /* Centre the 16 px icon on the first line of text. */
    margin-top: calc((1lh - 16px) / 2);
  }

  ${media.reducedMotion} {
    transition: none;
  }
`;
