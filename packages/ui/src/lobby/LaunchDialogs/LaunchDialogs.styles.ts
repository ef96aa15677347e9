import styled from 'styled-components';
import { vars } from '../../theme';

export const Message = styled.p`
  margin: 0 0 ${vars.space['3']};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
`;

export const AlternativesTitle = styled.h3`
  margin: 0 0 ${vars.space['2']};
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.bold};
`;

export const Alternatives = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${vars.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${vars.space['2']} ${vars.space['4']};
  margin: 0;
  padding: ${vars.space['3']} ${vars.space['4']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface.sunken};
  font-size: ${vars.font.size.sm};

  & dt {
    color: ${vars.color.text.secondary};
  }
  & dd {
    margin: 0;
    color: ${vars.color.text.primary};
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
  & dd[data-part='Required'] {
    color: ${vars.color.accent.text};
  }
`;
