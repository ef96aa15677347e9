import styled from 'styled-components';
import { media, vars } from '../../theme';

export const ContainerRoot = styled.div`
  width: 100%;
  margin-inline: auto;
  padding-inline: ${vars.space['4']};

  &[data-width='content'] { max-width: ${vars.layout.content.maxWidth}; }
  &[data-no-gutters] { padding-inline: 0; }

  ${media.tabletUp} {
    &:not([data-no-gutters]) { padding-inline: ${vars.space['6']}; }
  }
  ${media.desktopUp} {
    &:not([data-no-gutters]) { padding-inline: ${vars.space['8']}; }
  }
`;
