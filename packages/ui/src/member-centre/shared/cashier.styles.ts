/** Static parts the cashier panels share: sections, notices, summaries, copy rows, option cards. */
import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

/** A panel answers to its own width (the member centre's pane, a phone), not the window's. */
export const PanelRoot = styled.section`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${vars.space['6']};
  min-width: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};

  @container (max-width: 519px) {
    gap: ${vars.space['5']};
  }
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  min-width: 0;
`;

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space['2']};
`;

export const SectionTitle = styled.h3`
  margin: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.display};
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.heading};
  letter-spacing: ${vars.font.letterSpacing.heading};
  line-height: ${vars.font.lineHeight.tight};
`;

export const SectionNote = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.snug};
`;

/** A raised card holding one step of a flow. */
export const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  min-width: 0;
  padding: ${vars.space['5']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};
  box-shadow: ${vars.shadow.inset};

  /* The skeleton's colour is the raised surface in dark mode: a loading card sits one step lower so the bones show. */
  &[data-loading] {
    background: ${vars.color.surface.base};
  }

  @container (max-width: 519px) {
    padding: ${vars.space['4']};
  }
`;

/** A tinted box that explains a state: why withdrawing is blocked, what happens at a deadline. */
export const Notice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space['3']};
  padding: ${vars.space['3']} ${vars.space['4']};
  border: 1px solid ${vars.color.info.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.info.soft};
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.snug};

  & > [data-component='Icon'] {
    flex: none;
    margin-top: 1px;
    color: ${vars.color.info.text};
  }
  &[data-tone='warning'] {
    border-color: ${vars.color.warning.border};
    background: ${vars.color.warning.soft};
    & > [data-component='Icon'] {
      color: ${vars.color.warning.text};
    }
  }
  &[data-tone='danger'] {
    border-color: ${vars.color.danger.border};
    background: ${vars.color.danger.soft};
    & > [data-component='Icon'] {
      color: ${vars.color.danger.text};
    }
  }
  &[data-tone='success'] {
    border-color: ${vars.color.success.border};
    background: ${vars.color.success.soft};
    & > [data-component='Icon'] {
      color: ${vars.color.success.text};
    }
  }
`;

export const NoticeBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space['2']};
  min-width: 0;

  & > p {
    margin: 0;
  }
`;

export const NoticeTitle = styled.p`
  margin: 0;
  font-weight: ${vars.font.weight.bold};
`;

/** Label and value pairs: fee, total, order number. */
export const Summary = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  margin: 0;
  padding: ${vars.space['3']} ${vars.space['4']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface.sunken};
  font-size: ${vars.font.size.sm};
`;

export const SummaryRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space['3']};
  min-width: 0;

  & > dt {
    color: ${vars.color.text.secondary};
  }
  & > dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    text-align: end;
    overflow-wrap: anywhere;
  }
  &[data-emphasis] {
    padding-top: ${vars.space['2']};
    border-top: 1px solid ${vars.color.border.subtle};
    font-size: ${vars.font.size.md};
    & > dt {
      color: ${vars.color.text.primary};
      font-weight: ${vars.font.weight.medium};
    }
    & > dd {
      color: ${vars.color.accent.text};
      font-family: ${fontStack.display};
      font-size: ${vars.font.size.lg};
      font-weight: ${vars.font.weight.bold};
    }
  }
`;

export const CopyList = styled.dl`
  display: flex;
  flex-direction: column;
  margin: 0;
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface.sunken};
`;

export const CopyRowRoot = styled.div`
  display: grid;
  grid-template-columns: minmax(7em, 0.6fr) minmax(0, 1fr);
  align-items: center;
  gap: ${vars.space['3']};
  min-height: ${vars.layout.control.lg};
  padding: ${vars.space['2']} ${vars.space['2']} ${vars.space['2']} ${vars.space['4']};

  & + & {
    border-top: 1px solid ${vars.color.border.subtle};
  }
  & > dt {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
  & > dd {
    display: flex;
    align-items: center;
    justify-content: flex-end;
    gap: ${vars.space['1']};
    min-width: 0;
    margin: 0;
  }

  @container (max-width: 519px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${vars.space['1']};
    padding-top: ${vars.space['3']};
    & > dd {
      justify-content: space-between;
    }
  }
`;

export const CopyValue = styled.span`
  min-width: 0;
  color: ${vars.color.text.primary};
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
  text-align: end;
  user-select: all;

  &[data-mono] {
    font-family: ${fontStack.mono};
    font-size: ${vars.font.size.sm};
    letter-spacing: 0.02em;
  }
  @container (max-width: 519px) {
    text-align: start;
  }
`;

export const CopiedNote = styled.span`
  color: ${vars.color.success.text};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.medium};
  white-space: nowrap;

  &[data-failed] {
    color: ${vars.color.danger.text};
    white-space: normal;
  }
  &:empty {
    display: none;
  }
`;

/** Selectable cards (payment channels, payout accounts, receipt outcomes) as Radix radio items. */
export const OptionGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13.5rem), 1fr));
  gap: ${vars.space['3']};
`;

export const OptionCard = styled.button`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${vars.space['3']};
  min-width: 0;
  min-height: ${vars.layout.touchTarget};
  padding: ${vars.space['3']} ${vars.space['4']};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};
  font-size: ${vars.font.size.sm};
  text-align: start;
  cursor: pointer;
  transition:
    border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover:not(:disabled) {
    border-color: ${vars.color.border.strong};
    background: ${vars.color.surface.hover};
  }
  &[data-state='checked'] {
    border-color: ${vars.color.accent.border};
    background: ${vars.color.accent.soft};
    box-shadow: inset 0 0 0 1px ${vars.color.accent.border};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export const OptionBadge = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface.sunken};
  color: ${vars.color.accent.text};

  [data-state='checked'] > & {
    background: ${vars.color.accent.solid};
    color: ${vars.color.accent.onSolid};
  }
`;

export const OptionText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const OptionTitle = styled.span`
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.snug};
  overflow-wrap: anywhere;
`;

export const OptionMeta = styled.span`
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.xs};
  font-variant-numeric: tabular-nums;
  line-height: ${vars.font.lineHeight.snug};
`;

export const MetaLine = styled.span`
  display: block;
`;

export const OptionCheck = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  border: 2px solid ${vars.color.border.strong};
  border-radius: ${vars.radius.full};
  color: ${vars.color.accent.onSolid};

  [data-state='checked'] > & {
    border-color: ${vars.color.accent.solid};
    background: ${vars.color.accent.solid};
  }
`;

/** A live region kept mounted (so its first message is read), out of the flow and the parent's gap while empty. */
export const LiveSlot = styled.div`
  &:empty {
    position: absolute;
  }
`;

/** A form-level message (the server's answer) above the submit button. */
export const FormAlert = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space['2']};
  color: ${vars.color.danger.text};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.snug};

  &:empty {
    display: none;
  }
  & > svg {
    flex: none;
    margin-top: calc((1lh - 16px) / 2);
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['3']};

  @container (max-width: 519px) {
    flex-direction: column-reverse;
    align-items: stretch;
    & > * {
      width: 100%;
    }
  }
`;

export const ProgressTrack = styled.div`
  position: relative;
  height: 8px;
  overflow: hidden;
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface.sunken};
`;

export const ProgressFill = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  width: var(--progress, 0%);
  border-radius: inherit;
  background: ${vars.color.accent.solid};
`;

export const RemarkInput = styled.textarea`
  min-height: calc(${vars.layout.control.md} * 2);
  padding: ${vars.space['3']} ${vars.space['4']};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.control};
  background: ${vars.color.surface.sunken};
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};
  caret-color: ${vars.color.accent.text};
  resize: vertical;

  &:hover:not(:disabled) {
    border-color: ${vars.color.border.strong};
  }
  &:focus {
    border-color: ${vars.color.accent.border};
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
  &[aria-invalid='true'] {
    border-color: ${vars.color.danger.text};
  }
  &::placeholder {
    color: ${vars.color.text.muted};
  }
  ${media.phoneOnly} {
    font-size: max(16px, ${vars.font.size.md});
  }
`;

export const RemarkCounter = styled.span`
  align-self: flex-end;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.xs};
  font-variant-numeric: tabular-nums;

  &[data-over] {
    color: ${vars.color.danger.text};
    font-weight: ${vars.font.weight.bold};
  }
`;
