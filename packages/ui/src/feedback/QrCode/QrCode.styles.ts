import styled from 'styled-components';
import { vars } from '../../theme';

/*
 * Always dark modules on a light field: scanners expect it. The root is rendered inside a light-mode scope,
 * so these are the brand's light-mode canvas and text colours whatever the page's mode.
 */
export const QrCodeRoot = styled.div`
  display: inline-block;
  flex: none;
  width: var(--qr-size);
  height: var(--qr-size);
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface.base};
  color: ${vars.color.text.primary};
  line-height: 0;
  box-shadow: ${vars.shadow.sm};

  &[data-size='sm'] { --qr-size: 96px; }
  &[data-size='md'] { --qr-size: 136px; }
  &[data-size='lg'] { --qr-size: 184px; }

  & > svg { width: 100%; height: 100%; }
`;
