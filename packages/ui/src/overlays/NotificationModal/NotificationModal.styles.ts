import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const Panes = styled.div`
  display: grid;
  grid-template-columns: minmax(240px, 300px) 1fr;
  flex: 1 1 auto;
  height: min(560px, calc(100dvh - 160px));
  min-height: 0;
  border-top: 1px solid ${vars.color.border.subtle};

  ${media.phoneOnly} {
    grid-template-columns: 1fr;
    height: calc(100dvh - 160px);
    &[data-step='list'] [data-part='Detail'],
    &[data-step='detail'] [data-part='ListPane'] {
      display: none;
    }
  }
`;

export const ListPane = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 0;
  border-inline-end: 1px solid ${vars.color.border.subtle};
  background: ${vars.color.surface.sunken};

  ${media.phoneOnly} {
    border-inline-end: 0;
    background: transparent;
  }
`;

export const List = styled.ul`
  flex: 1 1 auto;
  min-height: 0;
  margin: 0;
  padding: ${vars.space['2']};
  overflow-y: auto;
  overscroll-behavior: contain;
  list-style: none;
`;

export const Item = styled.button`
  position: relative;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${vars.space['1']} ${vars.space['2']};
  width: 100%;
  min-height: ${vars.layout.touchTarget};
  padding: ${vars.space['3']} ${vars.space['3']} ${vars.space['3']} ${vars.space['4']};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text.secondary};
  font-family: ${fontStack.body};
  text-align: start;
  cursor: pointer;
  transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover {
    background: ${vars.color.surface.hover};
    color: ${vars.color.text.primary};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: -2px;
  }
  &[aria-current='true'] {
    background: ${vars.color.surface.selected};
    color: ${vars.color.text.primary};
  }
  /* The selected notice's accent rail. */
  &[aria-current='true']::before {
    content: '';
    position: absolute;
    inset: ${vars.space['3']} auto ${vars.space['3']} 0;
    width: 3px;
    border-radius: ${vars.radius.full};
    background: ${vars.color.accent.solid};
  }

  ${media.phoneOnly} {
    &[aria-current='true'] {
      background: transparent;
    }
    &[aria-current='true']::before {
      display: none;
    }
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export const ItemTitle = styled.span`
  display: -webkit-box;
  overflow: hidden;
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.snug};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;

  [data-unread] > & {
    color: ${vars.color.text.primary};
    font-weight: ${vars.font.weight.bold};
  }
`;

export const ItemDate = styled.time`
  grid-column: 1;
  color: ${vars.color.text.muted};
  font-size: ${vars.font.size.xs};
  font-variant-numeric: tabular-nums;
`;

export const UnreadDot = styled.span`
  grid-row: 1;
  grid-column: 2;
  width: 8px;
  height: 8px;
  margin-top: ${vars.space['1']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.accent.solid};
  box-shadow: 0 0 0 3px ${vars.color.accent.soft};
`;

export const Pagination = styled.nav`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['2']};
  padding: ${vars.space['2']} ${vars.space['3']};
  border-top: 1px solid ${vars.color.border.subtle};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

export const Detail = styled.article`
  min-width: 0;
  min-height: 0;
  padding: ${vars.space['5']} ${vars.space['6']} ${vars.space['6']};
  overflow-y: auto;
  overscroll-behavior: contain;

  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: -2px;
  }

  ${media.phoneOnly} {
    padding: ${vars.space['2']} ${vars.space['4']} ${vars.space['6']};
  }
`;

export const BackButton = styled.div`
  display: none;
  margin-bottom: ${vars.space['2']};
  margin-inline-start: calc(-1 * ${vars.space['3']});

  ${media.phoneOnly} {
    display: block;
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

export const DetailDate = styled.time`
  display: flex;
  align-items: center;
  gap: ${vars.space['1']};
  margin: ${vars.space['2']} 0 ${vars.space['4']};
  padding-bottom: ${vars.space['4']};
  border-bottom: 1px solid ${vars.color.border.subtle};
  color: ${vars.color.text.muted};
  font-size: ${vars.font.size.xs};
  font-variant-numeric: tabular-nums;
`;

export const Empty = styled.p`
  grid-column: 1 / -1;
  margin: auto;
  padding: ${vars.space['10']} ${vars.space['4']};
  color: ${vars.color.text.muted};
  text-align: center;
`;
