import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

/** The root is an inline-size container: under 600 px of its own width the numbers give way to "3 / 12". */
export const PaginationRoot = styled.nav`
  container-type: inline-size;
  font-family: ${fontStack.body};
  color: ${vars.color.text.secondary};
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['3']} ${vars.space['4']};

  @container (max-width: 599px) {
    justify-content: center;
  }
`;

export const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['4']};
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  & [data-component='Select'] {
    flex-direction: row;
    align-items: center;
    gap: ${vars.space['2']};
  }
  & select {
    width: auto;
  }
`;

export const Pages = styled.ol`
  display: flex;
  align-items: center;
  gap: ${vars.space['1']};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
  }
`;

export const PageNumber = styled.li`
  @container (max-width: 599px) {
    display: none !important;
  }
`;

export const Compact = styled.li`
  display: none !important;
  min-width: 5.5em;
  justify-content: center;
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;

  @container (max-width: 599px) {
    display: flex !important;
  }
`;

export const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${vars.layout.control.sm};
  height: ${vars.layout.control.sm};
  padding: 0 ${vars.space['2']};
  border: 1px solid transparent;
  border-radius: ${vars.radius.control};
  background: transparent;
  color: ${vars.color.text.secondary};
  font: inherit;
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition:
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover:not(:disabled, [aria-current='page']) {
    background: ${vars.color.surface.hover};
    color: ${vars.color.text.primary};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
  &[aria-current='page'] {
    border-color: ${vars.color.accent.border};
    background: ${vars.color.accent.soft};
    color: ${vars.color.accent.text};
    font-weight: ${vars.font.weight.bold};
    cursor: default;
  }
  &:disabled {
    color: ${vars.color.text.disabled};
    cursor: not-allowed;
  }
  &[data-part='PreviousButton'],
  &[data-part='NextButton'] {
    border-color: ${vars.color.border.subtle};
  }

  ${media.phoneOnly} {
    min-width: ${vars.layout.touchTarget};
    height: ${vars.layout.touchTarget};
  }
  @container (max-width: 599px) {
    min-width: ${vars.layout.touchTarget};
    height: ${vars.layout.touchTarget};
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

/** A gap between page numbers: drawn by CSS, silent for screen readers (the numbers around it say enough). */
export const Ellipsis = styled.span`
  display: inline-flex;
  align-items: flex-end;
  justify-content: center;
  min-width: ${vars.space['6']};
  color: ${vars.color.text.muted};

  &::before {
    content: '\\2026';
  }
`;
