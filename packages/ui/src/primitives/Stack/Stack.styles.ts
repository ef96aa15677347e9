import styled from 'styled-components';
import { media } from '../../theme';

/*
 * Direction is a data attribute per breakpoint; gap is a custom property per breakpoint set on the element's own
 * style (Stack.tsx always sets the base one, so nested stacks never inherit a parent's gap).
 */
export const StackRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--stack-gap);
  min-width: 0;

  &:is(ul, ol) {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  &[data-inline] { display: inline-flex; }
  &[data-wrap] { flex-wrap: wrap; }

  &[data-direction='row'] { flex-direction: row; }
  &[data-direction='row-reverse'] { flex-direction: row-reverse; }
  &[data-direction='column-reverse'] { flex-direction: column-reverse; }

  &[data-align='start'] { align-items: flex-start; }
  &[data-align='center'] { align-items: center; }
  &[data-align='end'] { align-items: flex-end; }
  &[data-align='stretch'] { align-items: stretch; }
  &[data-align='baseline'] { align-items: baseline; }

  &[data-justify='start'] { justify-content: flex-start; }
  &[data-justify='center'] { justify-content: center; }
  &[data-justify='end'] { justify-content: flex-end; }
  &[data-justify='between'] { justify-content: space-between; }
  &[data-justify='around'] { justify-content: space-around; }
  &[data-justify='evenly'] { justify-content: space-evenly; }

  ${media.tabletUp} {
    &[data-direction-tablet='row'] { flex-direction: row; }
    &[data-direction-tablet='column'] { flex-direction: column; }
    &[data-direction-tablet='row-reverse'] { flex-direction: row-reverse; }
    &[data-direction-tablet='column-reverse'] { flex-direction: column-reverse; }
    &[data-gap-tablet] { gap: var(--stack-gap-tablet); }
  }

  ${media.desktopUp} {
    &[data-direction-desktop='row'] { flex-direction: row; }
    &[data-direction-desktop='column'] { flex-direction: column; }
    &[data-direction-desktop='row-reverse'] { flex-direction: row-reverse; }
    &[data-direction-desktop='column-reverse'] { flex-direction: column-reverse; }
    &[data-gap-desktop] { gap: var(--stack-gap-desktop); }
  }
`;
