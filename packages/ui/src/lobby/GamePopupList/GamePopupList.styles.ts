import styled from 'styled-components';
import { media, vars } from '../../theme';

export const PopupGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(128px, 1fr));
  gap: ${vars.space['3']};
  margin: 0;
  padding: ${vars.space['1']};
  list-style: none;

  ${media.phoneOnly} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
