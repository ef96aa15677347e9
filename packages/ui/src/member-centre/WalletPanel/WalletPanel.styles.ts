import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

export const MainCard = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['3']} ${vars.space['4']};
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.accent.border};
  border-radius: ${vars.radius.lg};
  background:
    radial-gradient(120% 140% at 0% 0%, ${vars.color.accent.soft}, transparent 60%), ${vars.color.surface.raised};
`;

export const MainIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${vars.radius.full};
  background: ${vars.color.accent.solid};
  color: ${vars.color.accent.onSolid};
`;

export const MainText = styled.div`
  display: flex;
  flex: 1 1 10rem;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const Label = styled.span`
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
`;

export const MainAmount = styled.span`
  color: ${vars.color.text.primary};
  font-family: ${fontStack.display};
  font-size: ${vars.font.size['2xl']};
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${vars.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const Total = styled.span`
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

export const MainActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};

  @container (max-width: 479px) {
    width: 100%;
    & > [data-part='CollectAll'] {
      flex: 1 1 auto;
    }
  }
`;

export const WalletGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(148px, 1fr));
  gap: ${vars.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;

  @container (max-width: 479px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${vars.space['2']};
  }
`;

export const WalletCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  min-width: 0;
  padding: ${vars.space['3']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface.sunken};

  &[data-selected] {
    border-color: ${vars.color.accent.border};
    box-shadow: inset 0 0 0 1px ${vars.color.accent.border};
  }
`;

export const WalletName = styled.span`
  overflow: hidden;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const WalletAmount = styled.span`
  min-height: 1.5em;
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;

  &[data-unavailable] {
    color: ${vars.color.text.muted};
    font-weight: ${vars.font.weight.regular};
  }
`;

export const Direction = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  justify-items: center;
  gap: ${vars.space['2']};

  & > [data-component='Select'] {
    justify-self: stretch;
  }
  & > [data-part='Swap'] svg {
    transform: rotate(90deg);
  }

  @container (min-width: 480px) {
    grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
    align-items: end;
    gap: ${vars.space['3']};

    & > [data-part='Swap'] {
      margin-bottom: 4px;
    }
    & > [data-part='Swap'] svg {
      transform: none;
    }
  }
`;
