import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const PresetsRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']};
  min-width: 0;
  font-family: ${fontStack.body};
`;

export const RangeText = styled.span`
  color: inherit;
  font-weight: ${vars.font.weight.regular};
  font-variant-numeric: tabular-nums;
`;

/** The custom range's form: its body and footer stay the Modal's own parts for layout. */
export const RangeForm = styled.form`
  display: contents;
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.space['3']};

  ${media.phoneOnly} {
    grid-template-columns: 1fr;
  }
`;
