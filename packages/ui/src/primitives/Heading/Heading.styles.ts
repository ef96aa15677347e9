import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const HeadingRoot = styled.h2`
  margin: 0;
  font-family: ${fontStack.display};
  font-weight: ${vars.font.weight.heading};
  letter-spacing: ${vars.font.letterSpacing.heading};
  text-transform: ${vars.font.textTransform.heading};
  line-height: ${vars.font.lineHeight.tight};
  color: ${vars.color.text.primary};
  text-wrap: balance;

  &[data-size='sm'] { font-size: ${vars.font.size.sm}; line-height: ${vars.font.lineHeight.snug}; }
  &[data-size='md'] { font-size: ${vars.font.size.md}; line-height: ${vars.font.lineHeight.snug}; }
  &[data-size='lg'] { font-size: ${vars.font.size.lg}; line-height: ${vars.font.lineHeight.snug}; }
  &[data-size='xl'] { font-size: ${vars.font.size.xl}; }
  &[data-size='2xl'] { font-size: ${vars.font.size['2xl']}; }
  &[data-size='3xl'] { font-size: ${vars.font.size['3xl']}; }
  &[data-size='4xl'] { font-size: ${vars.font.size['4xl']}; }

  &[data-tone='accent'] { color: ${vars.color.accent.text}; }

  &[data-truncated] {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }

  ${media.phoneOnly} {
    &[data-size='3xl'] { font-size: ${vars.font.size['2xl']}; }
    &[data-size='4xl'] { font-size: ${vars.font.size['3xl']}; }
  }
`;
