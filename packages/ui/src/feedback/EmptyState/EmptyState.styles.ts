import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

export const EmptyStateRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space['3']};
  padding: ${vars.space['10']} ${vars.space['6']};
  color: ${vars.color.text.secondary};
  font-family: ${fontStack.body};
  text-align: center;

  &[data-size='sm'] {
    gap: ${vars.space['2']};
    padding: ${vars.space['6']} ${vars.space['4']};
  }
`;

export const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  margin-bottom: ${vars.space['2']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.full};
  background: radial-gradient(circle at 30% 25%, ${vars.color.accent.soft}, ${vars.color.surface.raised} 70%);
  color: ${vars.color.accent.text};

  [data-size='sm'] > & {
    width: 52px;
    height: 52px;
    margin-bottom: 0;
  }
`;

export const Title = styled.h3`
  margin: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.display};
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.heading};
  letter-spacing: ${vars.font.letterSpacing.heading};
  line-height: ${vars.font.lineHeight.snug};

  [data-size='sm'] > & {
    font-size: ${vars.font.size.md};
  }
`;

export const Description = styled.p`
  max-width: 40ch;
  margin: 0;
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
`;

export const Action = styled.div`
  margin-top: ${vars.space['3']};
`;
