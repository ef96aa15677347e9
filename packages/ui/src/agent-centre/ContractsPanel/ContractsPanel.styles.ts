import styled from 'styled-components';
import { vars } from '../../theme';

export const CardList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;

  @container (min-width: 880px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Filters = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
`;

export const NoneText = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
`;
