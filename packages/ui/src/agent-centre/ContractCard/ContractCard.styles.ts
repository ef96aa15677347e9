import styled from 'styled-components';
import { vars } from '../../theme';

export const CardRoot = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  min-width: 0;
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};

  &[data-status='new'],
  &[data-status='termination'] {
    border-color: ${vars.color.border.default};
  }
`;

export const CardHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['2']};
`;

export const CardTitle = styled.h4`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  min-width: 0;
  margin: 0;
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};

  & > [data-part='Kind'] {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.medium};
  }
  & > [data-part='Parties'] {
    overflow-wrap: anywhere;
  }
`;

/** Label over value, as many columns as fit (two on a phone). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${vars.space['3']} ${vars.space['4']};
  margin: 0;

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${vars.space['1']};
    min-width: 0;
  }
  & dt {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.medium};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
    font-weight: ${vars.font.weight.medium};
  }
  & [data-emphasis] dd {
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.bold};
  }

  @container (max-width: 479px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Block = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  padding-top: ${vars.space['3']};
  border-top: 1px solid ${vars.color.border.subtle};

  & > [data-part='BlockTitle'] {
    margin: 0;
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.bold};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space['2']};
`;
