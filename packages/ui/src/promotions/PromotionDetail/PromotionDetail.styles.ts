import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

export const DetailRoot = styled.article`
  container-type: inline-size;
  display: grid;
  gap: ${vars.space['5']};
  min-width: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};
`;

export const Hero = styled.div`
  display: grid;
  overflow: hidden;
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface.raised};
  box-shadow: ${vars.shadow.md};

  @container (min-width: 720px) {
    grid-template-columns: minmax(0, 1.25fr) minmax(0, 1fr);
    & [data-part='Art'] {
      height: 100%;
      aspect-ratio: auto;
      min-height: 240px;
    }
  }
`;

export const HeroBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  padding: ${vars.space['5']};
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']};
`;

export const Title = styled.h1`
  margin: 0;
  font-family: ${fontStack.display};
  font-size: ${vars.font.size['2xl']};
  font-weight: ${vars.font.weight.heading};
  letter-spacing: ${vars.font.letterSpacing.heading};
  line-height: ${vars.font.lineHeight.tight};

  @container (max-width: 479px) {
    font-size: ${vars.font.size.xl};
  }
`;

export const Summary = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  line-height: ${vars.font.lineHeight.relaxed};
`;

export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['3']};
  margin-top: auto;
  padding-top: ${vars.space['2']};

  & > button {
    min-width: 160px;
  }
  @container (max-width: 479px) {
    & > button {
      flex: 1 1 100%;
    }
  }
`;

export const Section = styled.section`
  display: grid;
  gap: ${vars.space['3']};
  padding: ${vars.space['5']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface.base};

  & > h2 {
    display: flex;
    align-items: center;
    gap: ${vars.space['2']};
    margin: 0;
    font-family: ${fontStack.display};
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.heading};
  }
  & > h2 > svg {
    color: ${vars.color.accent.text};
  }
`;

export const Back = styled.div`
  display: flex;
`;
