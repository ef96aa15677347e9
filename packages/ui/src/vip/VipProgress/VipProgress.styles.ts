import styled from 'styled-components';
import { fontStack, vars } from '../../theme';
import { tierToneVars } from '../shared/vip.styles';

export const Root = styled.section`
  ${tierToneVars}
  container-type: inline-size;
  display: grid;
  gap: ${vars.space['4']};
  min-width: 0;
  padding: ${vars.space['5']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.xl};
  background: radial-gradient(120% 140% at 0% 0%, color-mix(in srgb, var(--vip-soft) 80%, transparent), transparent 60%),
    ${vars.color.surface.raised};
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};
  box-shadow: ${vars.shadow.sm};

  & > [data-part='Title'] {
    margin: 0;
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.bold};
    letter-spacing: ${vars.font.letterSpacing.caps};
    text-transform: uppercase;
  }
  @container (max-width: 420px) {
    padding: ${vars.space['4']};
  }
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['3']};

  & > [data-part='Next'] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['2']};
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
  & > [data-part='Next'] strong {
    color: ${vars.color.text.primary};
  }
`;

export const Hint = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space['2']};
  margin: 0;
  padding: ${vars.space['3']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface.sunken};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};

  & > svg {
    flex: none;
    margin-top: 2px;
    color: ${vars.color.accent.text};
  }
`;
