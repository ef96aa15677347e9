import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const ListRoot = styled.section`
  container-type: inline-size;
  display: grid;
  gap: ${vars.space['4']};
  min-width: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};

  [role='tablist'] {
    overflow-x: auto;
    scrollbar-width: none;
  }
`;

export const ListTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  margin: 0;
  font-family: ${fontStack.display};
  font-size: ${vars.font.size['2xl']};
  font-weight: ${vars.font.weight.heading};
  letter-spacing: ${vars.font.letterSpacing.heading};
  text-transform: ${vars.font.textTransform.heading};

  & > svg {
    color: ${vars.color.accent.text};
  }
`;

/** Cards side by side from 600 px of the list's own width; one column below (phones). */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(272px, 1fr));
  gap: ${vars.space['4']};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    min-width: 0;
  }
  & > li > * {
    flex: 1;
  }

  @container (max-width: 599px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${vars.space['3']};
  }
  ${media.phoneOnly} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
