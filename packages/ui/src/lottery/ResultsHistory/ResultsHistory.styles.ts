import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

export const Root = styled.section`
  container-type: inline-size;
  display: grid;
  gap: ${vars.space['4']};
  min-width: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};

  & > [data-part='Title'] {
    margin: 0;
    font-family: ${fontStack.display};
    font-size: ${vars.font.size.xl};
    font-weight: ${vars.font.weight.heading};
    letter-spacing: ${vars.font.letterSpacing.heading};
    text-transform: ${vars.font.textTransform.heading};
  }
`;

export const Period = styled.span`
  font-family: ${fontStack.mono};
  font-size: ${vars.font.size.xs};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Sum = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['1']};

  & > strong {
    min-width: 2ch;
    font-variant-numeric: tabular-nums;
  }
`;

export const Special = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2']};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.xs};
`;

export const Muted = styled.span`
  color: ${vars.color.text.muted};
`;
