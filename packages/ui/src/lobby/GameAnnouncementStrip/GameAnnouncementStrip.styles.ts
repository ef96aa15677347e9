import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

/**
 * One line of chips that scrolls sideways (no scrollbar shown); its height is the chips' own (26 px), so it
 * fits a heading's line (the site's lobby pages put it beside the page title, where it moves nothing).
 */
export const StripRoot = styled.section`
  min-width: 0;
  font-family: ${fontStack.body};

  & > ul {
    /* The containing block of what is absolutely placed inside (a chip's visually hidden text): clipped by the
       scroller, not placed beside it, where it widened a phone's page and made the browser zoom out. */
    position: relative;
    display: flex;
    gap: ${vars.space['2']};
    margin: 0;
    padding: 0;
    overflow-x: auto;
    list-style: none;
    scroll-snap-type: x proximity;
    scrollbar-width: none;
  }

  & > ul::-webkit-scrollbar {
    display: none;
  }

  & > ul > li {
    flex: 0 0 auto;
    max-width: min(28rem, 85%);
    scroll-snap-align: start;
  }
`;

export const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2']};
  max-width: 100%;
  height: 26px;
  padding-inline: ${vars.space['1']} ${vars.space['3']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
  line-height: 1;
  white-space: nowrap;

  &[data-kind='maintenance'] {
    border-color: ${vars.color.warning.border};
  }

  &[data-kind='promotion'] {
    border-color: ${vars.color.accent.border};
  }
`;

export const ChipButton = styled.button`
  all: unset;
  display: inline-flex;
  max-width: 100%;
  border-radius: ${vars.radius.full};
  cursor: pointer;

  &:hover > span {
    background: ${vars.color.surface.hover};
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.accent.solid};
    outline-offset: 2px;
  }
`;

export const Badge = styled.span`
  flex: none;
  padding: 3px ${vars.space['2']};
  border-radius: ${vars.radius.full};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.medium};

  &[data-kind='newGame'] {
    background: ${vars.color.success.soft};
    color: ${vars.color.success.text};
  }

  &[data-kind='maintenance'] {
    background: ${vars.color.warning.soft};
    color: ${vars.color.warning.text};
  }

  &[data-kind='promotion'] {
    background: ${vars.color.accent.soft};
    color: ${vars.color.accent.text};
  }
`;

export const Title = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;
