import styled from 'styled-components';
import { vars } from '../../theme';

/*
 * Spacing and radius arrive as custom properties on the element's own style (set by Box.tsx) and are read only
 * when the matching data attribute is present, so a nested Box never inherits its parent's padding.
 */
export const BoxRoot = styled.div`
  &[data-padding-x] {
    padding-inline: var(--box-padding-x);
  }
  &[data-padding-y] {
    padding-block: var(--box-padding-y);
  }
  &[data-radius] {
    border-radius: var(--box-radius);
  }

  &[data-surface='base'] { background: ${vars.color.surface.base}; }
  &[data-surface='raised'] { background: ${vars.color.surface.raised}; }
  &[data-surface='overlay'] { background: ${vars.color.surface.overlay}; }
  &[data-surface='sunken'] { background: ${vars.color.surface.sunken}; }

  &[data-border] { border: 1px solid ${vars.color.border.subtle}; }
`;
