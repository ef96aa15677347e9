import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};
  overflow: hidden;

  &[data-unread] {
    border-color: ${vars.color.accent.border};
  }
`;

export const ItemHeading = styled.h3`
  margin: 0;
  font: inherit;
`;

export const Toggle = styled.button`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space['1']} ${vars.space['3']};
  width: 100%;
  min-height: ${vars.layout.touchTarget};
  padding: ${vars.space['3']} ${vars.space['4']};
  border: 0;
  background: transparent;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surface.hover};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: -2px;
  }
  & > svg {
    grid-row: 1 / span 2;
    grid-column: 2;
    color: ${vars.color.text.secondary};
    transition: transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    & > svg {
      transition: none;
    }
  }
`;

export const TitleLine = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.snug};
`;

export const UnreadMark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['1']};
  padding: 0 ${vars.space['2']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.accent.soft};
  color: ${vars.color.accent.text};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  line-height: 1.6;

  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }
`;

export const DateText = styled.time`
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

export const Body = styled.div`
  padding: 0 ${vars.space['4']} ${vars.space['4']};
  border-top: 1px solid ${vars.color.border.subtle};
  padding-top: ${vars.space['3']};
`;

export const UnreadCount = styled.span`
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
`;
