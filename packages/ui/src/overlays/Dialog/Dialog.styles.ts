import styled, { keyframes } from 'styled-components';
import { media, vars } from '../../theme';
import { Modal } from '../Modal';

const drain = keyframes`from { transform: scaleX(1); } to { transform: scaleX(0); }`;

/**
 * The Modal restyled as an alert: centred icon and title, centred short text, equal-width actions. The class
 * lands on the Modal's content element (Radix merges it), so these rules reach its header, body and footer.
 */
export const DialogModal = styled(Modal)`
  && [data-part='Header'] {
    padding: ${vars.space['8']} ${vars.space['6']} ${vars.space['3']};
    text-align: center;
  }
  && [data-part='Title'] {
    font-size: ${vars.font.size.lg};
  }
  && [data-part='Body'] {
    text-align: center;
    text-wrap: pretty;
  }
  && [data-part='Body'] :is(ul, ol, table, blockquote, pre) {
    text-align: start;
  }
  && [data-part='Footer'] {
    justify-content: center;
    padding-top: ${vars.space['5']};
  }
  && [data-part='Footer'] > * {
    flex: 1 1 0;
    max-width: 100%;
  }

  ${media.phoneOnly} {
    && [data-part='Header'] {
      padding: ${vars.space['6']} ${vars.space['4']} ${vars.space['2']};
    }
    && [data-part='Footer'] {
      flex-direction: column-reverse;
    }
  }
`;

export const TitleStack = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space['4']};
`;

export const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: ${vars.radius.full};

  &[data-icon='success'] {
    background: ${vars.color.success.soft};
    color: ${vars.color.success.text};
    box-shadow: 0 0 0 6px ${vars.color.success.soft};
  }
  &[data-icon='error'] {
    background: ${vars.color.danger.soft};
    color: ${vars.color.danger.text};
    box-shadow: 0 0 0 6px ${vars.color.danger.soft};
  }
  &[data-icon='warning'] {
    background: ${vars.color.warning.soft};
    color: ${vars.color.warning.text};
    box-shadow: 0 0 0 6px ${vars.color.warning.soft};
  }
  &[data-icon='info'] {
    background: ${vars.color.info.soft};
    color: ${vars.color.info.text};
    box-shadow: 0 0 0 6px ${vars.color.info.soft};
  }
  &[data-icon='question'] {
    background: ${vars.color.secondary.soft};
    color: ${vars.color.secondary.text};
    box-shadow: 0 0 0 6px ${vars.color.secondary.soft};
  }
`;

/** Shrinks from full width to nothing over the time-out; paused with the timer. Duration comes in --dialog-timeout. */
export const TimerBar = styled.span`
  position: absolute;
  inset: 0 0 auto;
  height: 3px;
  background: ${vars.color.accent.solid};
  transform-origin: left center;
  animation: ${drain} var(--dialog-timeout, 0ms) linear forwards;

  &:dir(rtl) {
    transform-origin: right center;
  }
  &[data-paused] {
    animation-play-state: paused;
  }
  &[data-icon='success'] {
    background: ${vars.color.success.solid};
  }
  &[data-icon='error'] {
    background: ${vars.color.danger.solid};
  }
  &[data-icon='warning'] {
    background: ${vars.color.warning.solid};
  }
  &[data-icon='info'] {
    background: ${vars.color.info.solid};
  }

  ${media.reducedMotion} {
    /* A static bar says nothing; the dialog still closes on time and still pauses on hover and focus. */
    display: none;
  }
`;
