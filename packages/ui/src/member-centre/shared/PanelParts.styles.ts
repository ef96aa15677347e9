import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const PanelRoot = styled.div`
  /* Panels lay themselves out by their own width (the centre's content column), not the screen's. */
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  min-width: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};

  /* On phones even the small buttons of a panel are 44 px touch targets. */
  ${media.phoneOnly} {
    [data-component='Button'][data-size='sm'],
    [data-component='IconButton'][data-size='sm'] {
      min-width: ${vars.layout.touchTarget};
      min-height: ${vars.layout.touchTarget};
    }
  }
`;

export const SectionRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  min-width: 0;
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};
  box-shadow: ${vars.shadow.inset};

  @container (min-width: 560px) {
    padding: ${vars.space['5']};
  }
`;

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']} ${vars.space['3']};
`;

export const SectionTitleBlock = styled.div`
  display: flex;
  flex: 1 1 12rem;
  flex-direction: column;
  gap: ${vars.space['1']};
  min-width: 0;
`;

export const SectionTitle = styled.h4`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  margin: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.display};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.heading};
  letter-spacing: ${vars.font.letterSpacing.heading};
  line-height: ${vars.font.lineHeight.snug};
  text-transform: ${vars.font.textTransform.heading};

  svg {
    flex: none;
    color: ${vars.color.accent.text};
  }
`;

export const SectionDescription = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
`;

export const SectionActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
`;

export const Alert = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space['3']};
  padding: ${vars.space['3']} ${vars.space['4']};
  border: 1px solid ${vars.color.danger.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.danger.soft};
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};

  & > svg {
    flex: none;
    margin-top: calc((1lh - 20px) / 2);
    color: ${vars.color.danger.text};
  }
  &[data-tone='success'] {
    border-color: ${vars.color.success.border};
    background: ${vars.color.success.soft};
    & > svg {
      color: ${vars.color.success.text};
    }
  }
  &[data-tone='warning'] {
    border-color: ${vars.color.warning.border};
    background: ${vars.color.warning.soft};
    & > svg {
      color: ${vars.color.warning.text};
    }
  }
  &[data-tone='info'] {
    border-color: ${vars.color.info.border};
    background: ${vars.color.info.soft};
    & > svg {
      color: ${vars.color.info.text};
    }
  }
`;

export const AlertBody = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['2']} ${vars.space['3']};
  min-width: 0;
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  min-width: 0;
`;

/** Fields side by side when the panel is wide enough, one per row on phones. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['4']};

  @container (min-width: 560px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space['3']};

  @container (max-width: 479px) {
    flex-direction: column-reverse;
    & > * {
      width: 100%;
    }
  }
`;

/** While empty, the live region stays in the page (so what arrives is announced) but out of the layout's gaps. */
export const Live = styled.div`
  &:empty {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
  }
`;
