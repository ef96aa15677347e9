import styled from 'styled-components';
import { vars } from '../../theme';
import { FieldRoot } from '../shared/field.styles';

/** The field's own root (width, full-width, font), with room for the chips and the fee line below the field. */
export const AmountRoot = styled(FieldRoot)`
  gap: ${vars.space['3']};

  /* Money reads in tabular figures. */
  & [data-part='Input'] {
    font-variant-numeric: tabular-nums;
  }
`;

export const CurrencyPrefix = styled.span`
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.medium};
  line-height: 1;
`;

export const FeeLine = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;
  line-height: ${vars.font.lineHeight.snug};

  &:empty {
    display: none;
  }
`;
