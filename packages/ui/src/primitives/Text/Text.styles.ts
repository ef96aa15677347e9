import styled from 'styled-components';
import { vars } from '../../theme';

export const TextRoot = styled.span`
  margin: 0;

  &[data-size='xs'] { font-size: ${vars.font.size.xs}; line-height: ${vars.font.lineHeight.normal}; }
  &[data-size='sm'] { font-size: ${vars.font.size.sm}; line-height: ${vars.font.lineHeight.normal}; }
  &[data-size='md'] { font-size: ${vars.font.size.md}; line-height: ${vars.font.lineHeight.normal}; }
  &[data-size='lg'] { font-size: ${vars.font.size.lg}; line-height: ${vars.font.lineHeight.snug}; }
  &[data-size='xl'] { font-size: ${vars.font.size.xl}; line-height: ${vars.font.lineHeight.snug}; }

  &[data-tone='primary'] { color: ${vars.color.text.primary}; }
  &[data-tone='secondary'] { color: ${vars.color.text.secondary}; }
  &[data-tone='muted'] { color: ${vars.color.text.muted}; }
  &[data-tone='accent'] { color: ${vars.color.accent.text}; }
  &[data-tone='success'] { color: ${vars.color.success.text}; }
  &[data-tone='danger'] { color: ${vars.color.danger.text}; }
  &[data-tone='warning'] { color: ${vars.color.warning.text}; }

  &[data-weight='regular'] { font-weight: ${vars.font.weight.regular}; }
  &[data-weight='medium'] { font-weight: ${vars.font.weight.medium}; }
  &[data-weight='bold'] { font-weight: ${vars.font.weight.bold}; }

  &[data-tabular] { font-variant-numeric: tabular-nums; }

  &[data-truncate='line'] {
    display: block;
    max-width: 100%;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  &[data-truncate='lines'] {
    display: -webkit-box;
    overflow: hidden;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: var(--text-lines);
    line-clamp: var(--text-lines);
  }
`;
