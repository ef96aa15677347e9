import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

/** Tinted pill: each tone's text colour on its own soft tint (AA in both modes and brands; see the contrast test). */
export const StatusBadgeRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['1']};
  max-width: 100%;
  min-height: 24px;
  padding: 0 ${vars.space['2']};
  border: 1px solid transparent;
  border-radius: ${vars.radius.full};
  font-family: ${fontStack.body};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
  white-space: nowrap;
  vertical-align: middle;

  &[data-size='md'] {
    min-height: 28px;
    padding: 0 ${vars.space['3']};
    font-size: ${vars.font.size.sm};
  }

  & > svg {
    flex: none;
  }

  &[data-tone='neutral'] {
    border-color: ${vars.color.border.subtle};
    background: ${vars.color.surface.selected};
    color: ${vars.color.text.secondary};
  }
  &[data-tone='info'] {
    border-color: ${vars.color.info.border};
    background: ${vars.color.info.soft};
    color: ${vars.color.info.text};
  }
  &[data-tone='success'] {
    border-color: ${vars.color.success.border};
    background: ${vars.color.success.soft};
    color: ${vars.color.success.text};
  }
  &[data-tone='warning'] {
    border-color: ${vars.color.warning.border};
    background: ${vars.color.warning.soft};
    color: ${vars.color.warning.text};
  }
  &[data-tone='danger'] {
    border-color: ${vars.color.danger.border};
    background: ${vars.color.danger.soft};
    color: ${vars.color.danger.text};
  }
  &[data-tone='accent'] {
    border-color: ${vars.color.accent.border};
    background: ${vars.color.accent.soft};
    color: ${vars.color.accent.text};
  }
`;

export const Label = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;
