import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const RowRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  min-width: 0;
  font-family: ${fontStack.body};
`;

export const RowHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};

  & > h2 {
    display: flex;
    flex: 1;
    align-items: center;
    gap: ${vars.space['2']};
    min-width: 0;
    margin: 0;
    color: ${vars.color.text.primary};
    font-family: ${fontStack.display};
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.heading};
    letter-spacing: ${vars.font.letterSpacing.heading};
    text-transform: ${vars.font.textTransform.heading};
  }
  & > h2 > svg {
    color: ${vars.color.danger.text};
  }
  & [data-part='ViewAll'] > a {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['1']};
    min-height: ${vars.layout.control.sm};
    padding: 0 ${vars.space['2']};
    border-radius: ${vars.radius.control};
    color: ${vars.color.accent.text};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.medium};
    text-decoration: none;
  }
  & [data-part='ViewAll'] > a:hover {
    background: ${vars.color.surface.hover};
  }
  & [data-part='ViewAll'] > a:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }

  ${media.phoneOnly} {
    & > [data-component='IconButton'] {
      display: none;
    }
    & [data-part='ViewAll'] > a {
      min-height: ${vars.layout.touchTarget};
    }
  }
`;

export const Scroller = styled.ul`
  display: grid;
  grid-auto-columns: 148px;
  grid-auto-flow: column;
  gap: ${vars.space['3']};
  margin: 0;
  padding: ${vars.space['1']} 4px ${vars.space['2']};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  list-style: none;
  scroll-snap-type: x proximity;
  scroll-padding-inline: 4px;
  scrollbar-width: thin;

  & > li {
    scroll-snap-align: start;
  }

  ${media.phoneOnly} {
    grid-auto-columns: 128px;
  }
`;

export const ViewAllSlot = styled.span`
  display: contents;
`;
