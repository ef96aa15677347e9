import styled from 'styled-components';
import { media } from '../../theme';

/** SPEC §2: each tab is 100 / number-of-tabs percent wide; on phones tabs keep a readable width and the row scrolls. */
export const VendorTabsRoot = styled.div`
  min-width: 0;

  & [data-part='List'] {
    scroll-snap-type: x proximity;
    overscroll-behavior-x: contain;
  }
  & [data-part='Trigger'][data-full-width] {
    flex: 0 0 var(--vendor-tab-width);
    min-width: 0;
    scroll-snap-align: start;
  }

  ${media.phoneOnly} {
    & [data-part='Trigger'][data-full-width] {
      flex-basis: max(var(--vendor-tab-width), 104px);
      padding: 0 12px;
    }
  }
`;
