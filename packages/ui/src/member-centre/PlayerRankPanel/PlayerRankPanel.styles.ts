import styled from 'styled-components';
import { fontStack, vars } from '../../theme';
import { tierToneVars } from '../../vip/shared/vip.styles';

export const Standing = styled.div`
  ${tierToneVars}
  display: grid;
  gap: ${vars.space['4']};
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: radial-gradient(120% 140% at 0% 0%, color-mix(in srgb, var(--vip-soft) 80%, transparent), transparent 60%),
    ${vars.color.surface.raised};

  & > [data-part='Head'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space['3']};
  }
  & [data-part='Next'] {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
  & [data-part='Next'] strong {
    color: ${vars.color.text.primary};
  }
  & > [data-part='Rule'] {
    margin: 0;
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
`;

export const Compare = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.space['3']};

  @container (max-width: 519px) {
    grid-template-columns: 1fr;
  }
`;

export const CompareCard = styled.section`
  ${tierToneVars}
  display: grid;
  align-content: start;
  gap: ${vars.space['3']};
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.border.subtle};
  border-top: 3px solid var(--vip-solid);
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};
  font-family: ${fontStack.body};

  & > h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${vars.space['2']};
    margin: 0;
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.medium};
  }
  & > h3 strong {
    color: var(--vip-text);
    font-size: ${vars.font.size.md};
  }
  & dd[data-better] {
    color: ${vars.color.success.text};
  }
`;
