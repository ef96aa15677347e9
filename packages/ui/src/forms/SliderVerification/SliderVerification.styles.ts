import styled, { keyframes } from 'styled-components';
import { fontStack, media, vars } from '../../theme';

const shake = keyframes`
  20%, 60% { transform: translateX(-4px); }
  40%, 80% { transform: translateX(4px); }
`;

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  width: 100%;
  max-width: calc(${vars.space['16']} * 6);
  margin-inline: auto;
  font-family: ${fontStack.body};
`;

export const Puzzle = styled.div`
  position: relative;
  width: 100%;
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  /* The drawn scene: the brand's hero gradient with two soft glows of the accents. */
  background:
    radial-gradient(circle at 22% 30%, ${vars.color.accent.glow}, transparent 45%),
    radial-gradient(circle at 78% 70%, ${vars.color.secondary.soft}, transparent 50%),
    ${vars.color.gradient.hero};
  overflow: hidden;
  user-select: none;

  & > img[data-part='Background'] {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  [data-status='error'] > & {
    animation: ${shake} 400ms ${vars.motion.easing.standard};
  }
  ${media.reducedMotion} {
    [data-status='error'] > & {
      animation: none;
    }
  }
`;

export const Gap = styled.span`
  position: absolute;
  border: 2px dashed ${vars.color.text.primary};
  border-radius: ${vars.radius.md};
  background: ${vars.color.backdrop};
  box-shadow: ${vars.shadow.inset};
  opacity: 0.85;
`;

export const Piece = styled.span`
  position: absolute;
  border: 2px solid ${vars.color.accent.solid};
  border-radius: ${vars.radius.md};
  background:
    radial-gradient(circle at 35% 35%, ${vars.color.accent.soft}, transparent 70%),
    ${vars.color.surface.raised};
  box-shadow: ${vars.shadow.glow};
  pointer-events: none;

  & > img {
    display: block;
    width: 100%;
    height: 100%;
  }
  [data-status='success'] & {
    border-color: ${vars.color.success.solid};
  }
  [data-status='error'] & {
    border-color: ${vars.color.danger.solid};
  }
`;

export const PuzzleBadge = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space['2']};
  background: ${vars.color.backdrop};
  color: ${vars.color.text.primary};
  font-weight: ${vars.font.weight.medium};

  & > svg {
    color: ${vars.color.success.text};
  }
`;

export const RefreshSlot = styled.span`
  position: absolute;
  top: ${vars.space['1']};
  right: ${vars.space['1']};
`;

export const Track = styled.div`
  position: relative;
  height: ${vars.layout.control.md};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface.sunken};
  touch-action: none;

  [data-status='success'] > & {
    border-color: ${vars.color.success.border};
  }
  [data-status='error'] > & {
    border-color: ${vars.color.danger.border};
  }
`;

export const TrackText = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding-inline: calc(${vars.layout.control.md} + ${vars.space['2']}) ${vars.space['4']};
  overflow: hidden;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.xs};
  text-align: center;
  text-overflow: ellipsis;
  white-space: nowrap;
  pointer-events: none;

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

export const Fill = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  border-radius: ${vars.radius.full};
  background: ${vars.color.accent.soft};

  [data-status='success'] & {
    background: ${vars.color.success.soft};
  }
  [data-status='error'] & {
    background: ${vars.color.danger.soft};
  }
`;

export const Handle = styled.div`
  position: absolute;
  top: -1px;
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${vars.layout.control.md};
  height: ${vars.layout.control.md};
  border-radius: ${vars.radius.full};
  background: ${vars.color.accent.solid};
  box-shadow: ${vars.shadow.md};
  color: ${vars.color.accent.onSolid};
  cursor: grab;
  touch-action: none;
  transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover {
    background: ${vars.color.accent.solidHover};
  }
  &:active,
  &[data-dragging] {
    cursor: grabbing;
    background: ${vars.color.accent.solidActive};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
  /* Springs back after a failed try. */
  &[data-returning] {
    transition: left ${vars.motion.duration.normal} ${vars.motion.easing.standard};
  }
  [data-status='success'] > * > & {
    background: ${vars.color.success.solid};
    color: ${vars.color.success.onSolid};
  }
  [data-status='error'] > * > & {
    background: ${vars.color.danger.solid};
    color: ${vars.color.danger.onSolid};
  }
  &[aria-disabled='true'] {
    cursor: default;
  }

  ${media.phoneOnly} {
    /* A 44 px target on a 40 px handle. */
    &::before {
      content: '';
      position: absolute;
      inset: calc(-1 * ${vars.space['1']} / 2);
    }
  }
  ${media.reducedMotion} {
    transition: none;
    &[data-returning] {
      transition: none;
    }
  }
`;

export const StatusLine = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space['2']};
  min-height: 1lh;
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  text-align: center;

  &[data-tone='success'] {
    color: ${vars.color.success.text};
  }
  &[data-tone='danger'] {
    color: ${vars.color.danger.text};
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${vars.color.text.muted};
  font-size: ${vars.font.size.xs};
  text-align: center;
`;
