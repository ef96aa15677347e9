/** Static parts shared by the account modals (login, register, forgot and change password, two-factor). */
import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
`;

/** Two columns from tablets up; `data-span="full"` children take both. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['4']};

  /* Label rows keep one height with or without the "optional" pill, so the inputs line up across columns. */
  & [data-part='Label'] {
    min-height: calc(${vars.font.size.xs} * 1.6 + 2px);
  }

  ${media.tabletUp} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${vars.space['4']};
    & > [data-span='full'] {
      grid-column: 1 / -1;
    }
  }
`;

export const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: minmax(calc(${vars.space['16']} + ${vars.space['12']}), auto) minmax(0, 1fr);
  align-items: start;
  gap: ${vars.space['2']};

  & [data-part='Label'] {
    min-height: calc(${vars.font.size.xs} * 1.6 + 2px);
  }
`;

export const Alert = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space['3']};
  padding: ${vars.space['3']} ${vars.space['4']};
  border: 1px solid ${vars.color.danger.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.danger.soft};
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.snug};

  & > svg {
    flex: none;
    margin-top: calc((1lh - 20px) / 2);
    color: ${vars.color.danger.text};
  }
  &[data-tone='warning'] {
    border-color: ${vars.color.warning.border};
    background: ${vars.color.warning.soft};
    & > svg {
      color: ${vars.color.warning.text};
    }
  }
  &[data-tone='info'] {
    border-color: ${vars.color.info.border};
    background: ${vars.color.info.soft};
    & > svg {
      color: ${vars.color.info.text};
    }
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['2']} ${vars.space['4']};
  font-size: ${vars.font.size.sm};

  & [data-part='Label'] {
    font-size: ${vars.font.size.sm};
  }
`;

/** An action that reads as a link (opening another modal is not navigation, so it stays a button). */
export const TextLink = styled.button`
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  color: ${vars.color.accent.text};
  font: inherit;
  font-weight: ${vars.font.weight.medium};
  text-decoration: underline;
  text-decoration-color: transparent;
  text-underline-offset: 3px;
  cursor: pointer;
  transition: text-decoration-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover {
    text-decoration-color: currentColor;
  }
  &:focus-visible {
    border-radius: ${vars.radius.sm};
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
  text-align: center;

  &[data-align='start'] {
    text-align: start;
  }
`;

/** "or continue with" between hairlines. */
export const Separator = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space['3']};
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.xs};
  white-space: nowrap;

  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${vars.color.border.subtle};
  }
`;

export const SocialRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(calc(${vars.space['16']} * 2), 1fr));
  gap: ${vars.space['3']};
`;

export const StepHeading = styled.h3`
  margin: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.display};
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.heading};
  text-align: center;
`;

export const Success = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space['3']};
  padding: ${vars.space['6']} 0 ${vars.space['2']};
  text-align: center;

  & > [data-part='SuccessIcon'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: calc(${vars.space['16']} - ${vars.space['2']});
    height: calc(${vars.space['16']} - ${vars.space['2']});
    border-radius: ${vars.radius.full};
    background: ${vars.color.success.soft};
    color: ${vars.color.success.text};
  }
  & > p {
    margin: 0;
    color: ${vars.color.text.secondary};
  }
`;

/** Keeps the body's panels stacked with the kit's rhythm. */
export const BodyStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  padding-top: ${vars.space['1']};
`;

/** A two-way segmented control (the login's Member | Agent switch): one track, the chosen segment raised. */
export const Segmented = styled.div`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  gap: ${vars.space['1']};
  padding: ${vars.space['1']};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface.sunken};
`;

export const Segment = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space['2']};
  min-height: ${vars.layout.control.sm};
  padding: 0 ${vars.space['3']};
  border: 1px solid transparent;
  border-radius: ${vars.radius.full};
  background: transparent;
  color: ${vars.color.text.secondary};
  font-family: ${fontStack.body};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.tight};
  cursor: pointer;
  transition:
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover:not([aria-checked='true']) {
    color: ${vars.color.text.primary};
  }
  &[aria-checked='true'] {
    border-color: ${vars.color.accent.border};
    background: ${vars.color.surface.raised};
    color: ${vars.color.accent.text};
    box-shadow: ${vars.shadow.sm};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }

  ${media.phoneOnly} {
    min-height: ${vars.layout.touchTarget};
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;
