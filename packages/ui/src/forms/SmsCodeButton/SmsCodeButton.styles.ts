import styled from 'styled-components';
import { Button } from '../../actions/Button';

export const CodeButton = styled(Button)`
  /* The seconds tick without the button changing width. */
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
