import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

/** The inbox: the list beside the open message, or (narrow) one of them at a time. */
export const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(280px, 360px) minmax(0, 1fr);
  min-height: 480px;
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};
  overflow: hidden;

  &[data-layout='steps'] {
    grid-template-columns: minmax(0, 1fr);
    min-height: 0;
  }
  &[data-state='error'] {
    display: block;
    min-height: 0;
    border: 0;
    background: transparent;
  }
`;

export const ListPane = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border-inline-end: 1px solid ${vars.color.border.subtle};
  background: ${vars.color.surface.base};

  [data-layout='steps'] > & {
    border-inline-end: 0;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['2']};
  min-height: ${vars.layout.touchTarget};
  padding: ${vars.space['1']} ${vars.space['2']} ${vars.space['1']} ${vars.space['4']};
  border-bottom: 1px solid ${vars.color.border.subtle};

  & [data-component='Checkbox'] {
    align-items: center;
    font-size: ${vars.font.size.sm};
  }
`;

export const List = styled.ul`
  flex: 1 1 auto;
  margin: 0;
  padding: 0;
  list-style: none;

  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: -2px;
  }
`;

export const Item = styled.li`
  position: relative;
  display: flex;
  align-items: stretch;
  border-bottom: 1px solid ${vars.color.border.subtle};
  transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover {
    background: ${vars.color.surface.hover};
  }
  /* The open message: its whole row tinted, with the accent rail at the start. */
  &:has(> [aria-current='true']) {
    background: ${vars.color.surface.selected};
  }
  &:has(> [aria-current='true'])::before {
    content: '';
    position: absolute;
    inset: ${vars.space['2']} auto ${vars.space['2']} 0;
    width: 3px;
    border-radius: ${vars.radius.full};
    background: ${vars.color.accent.solid};
  }

  /* The box is the row's own first column; its label covers the whole 44 px cell, so the cell is the target. */
  & > [data-component='Checkbox'] {
    position: relative;
    display: flex;
    flex: none;
    align-items: flex-start;
    justify-content: center;
    width: ${vars.layout.touchTarget};
    padding-top: ${vars.space['4']};
    padding-inline-start: ${vars.space['2']};
    column-gap: 0;
  }
  & > [data-component='Checkbox'] > label {
    position: absolute;
    inset: 0;
    cursor: pointer;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export const ItemButton = styled.button`
  display: grid;
  flex: 1 1 auto;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  gap: ${vars.space['3']};
  min-width: 0;
  min-height: 72px;
  padding: ${vars.space['3']} ${vars.space['4']} ${vars.space['3']} ${vars.space['1']};
  border: 0;
  background: transparent;
  color: ${vars.color.text.secondary};
  font-family: ${fontStack.body};
  text-align: start;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: -2px;
  }
`;

/** The kind's icon on its tone's tint; an unread message's dot sits on its corner. */
export const KindIcon = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface.selected};
  color: ${vars.color.text.secondary};

  &[data-size='lg'] {
    width: 44px;
    height: 44px;
  }
  &[data-tone='success'] {
    background: ${vars.color.success.soft};
    color: ${vars.color.success.text};
  }
  &[data-tone='danger'] {
    background: ${vars.color.danger.soft};
    color: ${vars.color.danger.text};
  }
  &[data-tone='accent'] {
    background: ${vars.color.accent.soft};
    color: ${vars.color.accent.text};
  }
  &[data-tone='info'] {
    background: ${vars.color.info.soft};
    color: ${vars.color.info.text};
  }
  &[data-tone='warning'] {
    background: ${vars.color.warning.soft};
    color: ${vars.color.warning.text};
  }
`;

export const ItemMain = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const ItemTitle = styled.span`
  overflow: hidden;
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.snug};
  text-overflow: ellipsis;
  white-space: nowrap;

  [data-unread] & {
    font-weight: ${vars.font.weight.bold};
  }
`;

export const ItemPreview = styled.span`
  display: -webkit-box;
  overflow: hidden;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.xs};
  line-height: ${vars.font.lineHeight.snug};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

export const ItemTime = styled.time`
  margin-top: 2px;
  color: ${vars.color.text.muted};
  font-size: ${vars.font.size.xs};
  font-variant-numeric: tabular-nums;
`;

export const UnreadDot = styled.span`
  position: absolute;
  top: -1px;
  inset-inline-end: -1px;
  width: 10px;
  height: 10px;
  border: 2px solid ${vars.color.surface.base};
  border-radius: ${vars.radius.full};
  background: ${vars.color.accent.solid};
  box-sizing: content-box;
`;

export const SkeletonItem = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${vars.space['3']};
  min-height: 72px;
  padding: ${vars.space['3']} ${vars.space['4']};
  border-bottom: 1px solid ${vars.color.border.subtle};
`;

export const ListFooter = styled.div`
  margin-top: auto;
  padding: ${vars.space['3']} ${vars.space['4']};
  border-top: 1px solid ${vars.color.border.subtle};
`;

export const DetailPane = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  min-width: 0;
  padding: ${vars.space['6']};

  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: -2px;
  }
  [data-layout='steps'] > & {
    padding: ${vars.space['3']} ${vars.space['4']} ${vars.space['6']};
  }
`;

export const DetailPlaceholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-width: 0;
  padding: ${vars.space['6']};
`;

export const BackRow = styled.div`
  margin-inline-start: calc(-1 * ${vars.space['2']});
`;

export const DetailHeader = styled.header`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${vars.space['1']} ${vars.space['3']};
  padding-bottom: ${vars.space['4']};
  border-bottom: 1px solid ${vars.color.border.subtle};

  & > time {
    grid-column: 2;
  }
`;

export const DetailTitle = styled.h3`
  margin: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.display};
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.heading};
  letter-spacing: ${vars.font.letterSpacing.heading};
  line-height: ${vars.font.lineHeight.snug};
  overflow-wrap: anywhere;
`;

export const DetailTime = styled.time`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['1']};
  color: ${vars.color.text.muted};
  font-size: ${vars.font.size.xs};
  font-variant-numeric: tabular-nums;
`;

export const Sentence = styled.p`
  margin: 0;
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.relaxed};
`;

/** A system message's facts: amount, order number, method, reason. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${vars.space['2']} ${vars.space['6']};
  margin: 0;
  padding: ${vars.space['4']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface.sunken};
  font-size: ${vars.font.size.sm};

  & > dt {
    color: ${vars.color.text.secondary};
  }
  & > dd {
    margin: 0;
    color: ${vars.color.text.primary};
    font-weight: ${vars.font.weight.medium};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

export const DetailActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space['2']};
  margin-top: auto;
  padding-top: ${vars.space['4']};
  border-top: 1px solid ${vars.color.border.subtle};
`;

export const UnreadCount = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2']};
  min-height: 28px;
  padding: 0 ${vars.space['3']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.accent.soft};
  color: ${vars.color.accent.text};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;

  &[data-count='0'],
  &:not([data-count]) {
    background: ${vars.color.surface.selected};
    color: ${vars.color.text.secondary};
  }
`;
