import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

/* The standard clip pattern: out of sight, still in the accessibility tree and the tab order. */
export const VisuallyHiddenRoot = styled.span`
  &:not([data-focusable]),
  &[data-focusable]:not(:focus-within) {
    position: absolute !important;
    width: 1px !important;
    height: 1px !important;
    padding: 0 !important;
    margin: -1px !important;
    overflow: hidden !important;
    clip-path: inset(50%) !important;
    white-space: nowrap !important;
    border: 0 !important;
  }

  /* Focused skip link: a floating chip at the top left of the nearest positioned ancestor. */
  &[data-focusable]:focus-within {
    position: absolute;
    top: ${vars.space['2']};
    inset-inline-start: ${vars.space['2']};
    z-index: ${vars.zIndex.toast};
    display: inline-flex;
    align-items: center;
    min-height: ${vars.layout.touchTarget};
    padding: ${vars.space['2']} ${vars.space['4']};
    border: 1px solid ${vars.color.border.default};
    border-radius: ${vars.radius.control};
    background: ${vars.color.surface.overlay};
    box-shadow: ${vars.shadow.lg};
    color: ${vars.color.text.primary};
    font-family: ${fontStack.body};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.bold};
  }

  &[data-focusable] a {
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;
