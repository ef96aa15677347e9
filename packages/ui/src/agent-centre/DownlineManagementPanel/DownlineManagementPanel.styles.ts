import styled from 'styled-components';
import { vars } from '../../theme';

export const Crumbs = styled.nav`
  & > ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space['1']};
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: ${vars.font.size.sm};
  }
  & li {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['1']};
    min-width: 0;
  }
  & li + li::before {
    content: '/';
    color: ${vars.color.text.muted};
  }
  & [aria-current='page'] {
    padding: 0 ${vars.space['2']};
    font-weight: ${vars.font.weight.bold};
    overflow-wrap: anywhere;
  }
`;

export const CrumbButton = styled.button`
  min-height: ${vars.layout.control.sm};
  padding: 0 ${vars.space['2']};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.accent.text};
  font: inherit;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surface.hover};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 1px;
  }
  @media (pointer: coarse) {
    min-height: ${vars.layout.touchTarget};
  }
`;

/** One line: in a table that scrolls sideways a breakable name would shrink to a column of single letters. */
export const AccountCell = styled.span`
  font-weight: ${vars.font.weight.medium};
  white-space: nowrap;
`;

/** "Level 2" as one unit: never split between its number and its word. */
export const DepthText = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

export const ContractText = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;
