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

export const Mono = styled.span`
  font-family: ${fontStack.mono};
  font-size: ${vars.font.size.xs};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Game = styled.span`
  display: grid;

  & > small {
    color: ${vars.color.text.muted};
    font-size: ${vars.font.size.xs};
  }
`;

export const Payout = styled.span`
  font-variant-numeric: tabular-nums;

  &[data-won] {
    color: ${vars.color.success.text};
    font-weight: ${vars.font.weight.bold};
  }
`;
