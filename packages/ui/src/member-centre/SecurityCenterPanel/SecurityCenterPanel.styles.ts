import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

export const ProfileHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['3']} ${vars.space['4']};
`;

export const Identity = styled.div`
  display: flex;
  flex: 1 1 12rem;
  align-items: center;
  gap: ${vars.space['4']};
  min-width: 0;
`;

export const AvatarFrame = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border: 2px solid ${vars.color.accent.border};
  border-radius: ${vars.radius.full};
  background: ${vars.color.gradient.accent};
  color: ${vars.color.accent.onSolid};
  font-family: ${fontStack.display};
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.bold};
  overflow: hidden;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /* The site's own avatars are drawings: whole, on a soft disc, rather than cropped like a photo. */
  &[data-avatar-type='STATIC'] {
    background: ${vars.color.accent.soft};
    img {
      padding: ${vars.space['1']};
      object-fit: contain;
    }
  }
`;

/** The avatar as a button that opens the chooser: a small gear in its corner says it can be changed. */
export const AvatarButton = styled.button`
  position: relative;
  display: inline-flex;
  flex: none;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.full};
  background: none;
  cursor: pointer;

  &:hover > [data-part='Avatar'] {
    border-color: ${vars.color.accent.solid};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 3px;
  }
`;

export const AvatarBadge = styled.span`
  position: absolute;
  inset-block-end: -2px;
  inset-inline-end: -2px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border: 2px solid ${vars.color.surface.raised};
  border-radius: ${vars.radius.full};
  background: ${vars.color.accent.solid};
  color: ${vars.color.accent.onSolid};
`;

/** The chooser's pictures: a radio group, four a row on phones, more where there is room. */
export const AvatarGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(64px, 1fr));
  gap: ${vars.space['3']};
`;

export const AvatarOption = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1;
  min-width: 44px;
  padding: ${vars.space['1']};
  border: 2px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.full};
  background: ${vars.color.accent.soft};
  cursor: pointer;
  transition: border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  &:hover:not(:disabled) {
    border-color: ${vars.color.border.strong};
  }
  &[data-state='checked'] {
    border-color: ${vars.color.accent.solid};
    box-shadow: 0 0 0 2px ${vars.color.accent.border};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 3px;
  }
  & > [data-part='Check'] {
    position: absolute;
    inset-block-end: -2px;
    inset-inline-end: -2px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 20px;
    height: 20px;
    border-radius: ${vars.radius.full};
    background: ${vars.color.accent.solid};
    color: ${vars.color.accent.onSolid};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const IdentityText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  min-width: 0;
`;

export const DisplayName = styled.h4`
  margin: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.display};
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.heading};
  line-height: ${vars.font.lineHeight.snug};
  overflow-wrap: anywhere;
`;

export const AccountLine = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  overflow-wrap: anywhere;
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['3']} ${vars.space['6']};
  margin: 0;
  padding-top: ${vars.space['4']};
  border-top: 1px solid ${vars.color.border.subtle};

  @container (min-width: 560px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Detail = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;

  dt {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.xs};
    line-height: ${vars.font.lineHeight.snug};
  }
  dd {
    margin: 0;
    color: ${vars.color.text.primary};
    font-size: ${vars.font.size.sm};
    line-height: ${vars.font.lineHeight.normal};
    overflow-wrap: anywhere;
  }
  dd[data-empty] {
    color: ${vars.color.text.muted};
  }
`;

export const LevelRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']} ${vars.space['4']};
`;

export const Meter = styled.div`
  display: grid;
  flex: 1 1 12rem;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  gap: ${vars.space['1']};
  min-width: 0;
`;

export const MeterSegment = styled.span`
  height: 8px;
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface.selected};

  &[data-filled][data-level='low'] {
    background: ${vars.color.danger.solid};
  }
  &[data-filled][data-level='medium'] {
    background: ${vars.color.warning.solid};
  }
  &[data-filled][data-level='high'] {
    background: ${vars.color.success.solid};
  }
`;

export const LevelText = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space['2']};
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};

  strong {
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.bold};
  }
  strong[data-level='low'] {
    color: ${vars.color.danger.text};
  }
  strong[data-level='medium'] {
    color: ${vars.color.warning.text};
  }
  strong[data-level='high'] {
    color: ${vars.color.success.text};
  }
`;

export const Items = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li {
    border-top: 1px solid ${vars.color.border.subtle};
  }
`;

export const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']} ${vars.space['3']};
  padding: ${vars.space['3']} 0;

  &:first-child {
    padding-top: 0;
  }
  &:last-child {
    padding-bottom: 0;
  }
`;

export const ItemIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${vars.radius.full};
  background: ${vars.color.warning.soft};
  color: ${vars.color.warning.text};

  &[data-done] {
    background: ${vars.color.success.soft};
    color: ${vars.color.success.text};
  }
`;

export const ItemText = styled.div`
  display: flex;
  flex: 1 1 0;
  flex-direction: column;
  gap: 2px;
  min-width: 0;

  strong {
    color: ${vars.color.text.primary};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.medium};
  }
  span {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
    overflow-wrap: anywhere;
  }
`;

export const ItemAction = styled.div`
  flex: none;
  margin-inline-start: auto;
`;

export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  padding-top: ${vars.space['1']};
  color: ${vars.color.text.primary};
`;

/** One step of a two-step dialog: its fields in a column (the inactive step is hidden). */
export const StepBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};

  &[hidden] {
    display: none;
  }
`;

export const DialogNote = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
`;

export const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: minmax(calc(${vars.space['16']} + ${vars.space['10']}), auto) minmax(0, 1fr);
  align-items: start;
  gap: ${vars.space['2']};
`;

export const GaSteps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  & > li {
    display: grid;
    grid-template-columns: 24px minmax(0, 1fr);
    gap: ${vars.space['3']};
    counter-increment: step;
  }
  & > li::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 24px;
    height: 24px;
    border-radius: ${vars.radius.full};
    background: ${vars.color.accent.soft};
    color: ${vars.color.accent.text};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.bold};
  }
`;

export const GaStep = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  min-width: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};

  p {
    margin: 0;
  }
`;

export const SecretRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']};
`;

export const Secret = styled.code`
  padding: ${vars.space['2']} ${vars.space['3']};
  border: 1px dashed ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface.sunken};
  color: ${vars.color.text.primary};
  font-family: ${fontStack.mono};
  font-size: ${vars.font.size.md};
  letter-spacing: 0.08em;
  /* Lines break between the groups of four, never inside one. */
  overflow-wrap: break-word;
  user-select: all;
`;

export const QrPlaceholder = styled.div`
  width: 136px;
  height: 136px;
`;
