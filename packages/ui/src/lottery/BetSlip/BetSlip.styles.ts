import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const Root = styled.aside`
  display: grid;
  gap: ${vars.space['4']};
  min-width: 0;
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};
  font-variant-numeric: tabular-nums;
  box-shadow: ${vars.shadow.sm};

  & > [data-part='Error'] {
    margin: 0;
    padding: ${vars.space['3']};
    border: 1px solid ${vars.color.danger.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.danger.soft};
    color: ${vars.color.danger.text};
    font-size: ${vars.font.size.sm};
  }

  /* Phones: a sheet stuck to the bottom of the screen; the summary shows, the rest opens on demand. */
  ${media.phoneOnly} {
    position: sticky;
    bottom: 0;
    z-index: ${vars.zIndex.sticky};
    gap: ${vars.space['3']};
    padding: ${vars.space['3']};
    border-radius: ${vars.radius.xl} ${vars.radius.xl} 0 0;
    box-shadow: ${vars.shadow.lg};
    max-height: 85vh;
    overflow-y: auto;

    &:not([data-open]) > [data-part='Details'] {
      display: none;
    }
  }
`;

export const Summary = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space['2']} ${vars.space['3']};

  & > [data-part='Title'] {
    margin: 0;
    font-family: ${fontStack.display};
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.heading};
  }
  & > [data-part='Title'] > [data-part='Count'] {
    white-space: nowrap;
    color: ${vars.color.text.secondary};
    font-family: ${fontStack.body};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.medium};
  }
  & > [data-part='Figures'] {
    grid-column: 1 / -1;
  }
  & > [data-part='Toggle'] {
    grid-row: 1;
    grid-column: 2;
  }
  ${media.tabletUp} {
    & > [data-part='Toggle'] {
      display: none;
    }
  }
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${vars.space['2']};
  margin: 0;

  & > div {
    display: grid;
    gap: 2px;
    padding: ${vars.space['2']} ${vars.space['3']};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface.sunken};
  }
  & dt {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.xs};
  }
  & dd {
    margin: 0;
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.bold};
  }
  & [data-part='Potential'] {
    color: ${vars.color.success.text};
  }
  & [data-part='Total'] {
    color: ${vars.color.accent.text};
  }
`;

export const Details = styled.div`
  display: grid;
  gap: ${vars.space['3']};

  & > [data-part='Empty'] {
    margin: 0;
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
  & > [data-part='Clear'] {
    justify-self: end;
  }
`;

export const Lines = styled.ul`
  display: grid;
  gap: ${vars.space['1']};
  max-height: 240px;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;

  & > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto auto;
    align-items: center;
    gap: ${vars.space['2']};
    padding: ${vars.space['1']} ${vars.space['1']} ${vars.space['1']} ${vars.space['3']};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface.sunken};
  }
  & [data-part='Label'] {
    overflow: hidden;
    font-weight: ${vars.font.weight.medium};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & [data-part='Odds'] {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
`;

export const Stepper = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  gap: ${vars.space['2']};

  & > button {
    margin-top: 26px;
  }
`;

export const Problems = styled.ul`
  display: grid;
  gap: ${vars.space['1']};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${vars.color.warning.text};
  font-size: ${vars.font.size.sm};

  &:empty {
    display: none;
  }
`;
