import styled from 'styled-components';
import { vars } from '../../theme';

export const DividerRoot = styled.div`
  flex: none;
  border: 0;
  background: ${vars.color.border.default};

  &[data-orientation='horizontal'] {
    width: 100%;
    height: 1px;
    margin-block: var(--divider-spacing, 0);
  }
  &[data-orientation='vertical'] {
    width: 1px;
    align-self: stretch;
    min-height: 1em;
    margin-inline: var(--divider-spacing, 0);
  }

  &[data-tone='subtle'] { background: ${vars.color.border.subtle}; }
  &[data-tone='strong'] { background: ${vars.color.border.strong}; }
`;
