import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

/** Typography for markup we do not control: every element the sanitizer keeps gets a themed look. */
export const RichTextRoot = styled.div`
  color: ${vars.color.text.secondary};
  font-family: ${fontStack.body};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.relaxed};
  overflow-wrap: anywhere;

  &[data-size='sm'] {
    font-size: ${vars.font.size.sm};
  }

  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }

  p,
  ul,
  ol,
  dl,
  blockquote,
  pre,
  figure,
  table {
    margin: 0 0 ${vars.space['3']};
  }

  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: ${vars.space['5']} 0 ${vars.space['2']};
    color: ${vars.color.text.primary};
    font-family: ${fontStack.display};
    font-weight: ${vars.font.weight.heading};
    letter-spacing: ${vars.font.letterSpacing.heading};
    line-height: ${vars.font.lineHeight.snug};
  }
  h1 {
    font-size: ${vars.font.size.xl};
  }
  h2 {
    font-size: ${vars.font.size.lg};
  }
  h3,
  h4,
  h5,
  h6 {
    font-size: ${vars.font.size.md};
  }

  strong,
  b {
    color: ${vars.color.text.primary};
    font-weight: ${vars.font.weight.bold};
  }
  mark {
    padding: 0 0.2em;
    border-radius: ${vars.radius.sm};
    background: ${vars.color.accent.soft};
    color: ${vars.color.text.primary};
  }
  small {
    font-size: ${vars.font.size.xs};
  }

  a {
    color: ${vars.color.accent.text};
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 3px;
    border-radius: ${vars.radius.sm};
  }
  a:hover {
    text-decoration-thickness: 2px;
  }
  a:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }

  ul,
  ol {
    padding-inline-start: ${vars.space['5']};
  }
  li + li {
    margin-top: ${vars.space['1']};
  }
  li::marker {
    color: ${vars.color.text.muted};
  }

  blockquote {
    padding: ${vars.space['2']} ${vars.space['4']};
    border-inline-start: 3px solid ${vars.color.accent.border};
    background: ${vars.color.surface.sunken};
    border-start-start-radius: 0;
    border-start-end-radius: ${vars.radius.md};
    border-end-end-radius: ${vars.radius.md};
    border-end-start-radius: 0;
  }

  code,
  pre {
    font-family: ${fontStack.mono};
    font-size: 0.9em;
  }
  code {
    padding: 0.1em 0.3em;
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surface.sunken};
  }
  pre {
    padding: ${vars.space['3']};
    overflow-x: auto;
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface.sunken};
  }

  hr {
    margin: ${vars.space['4']} 0;
    border: 0;
    border-top: 1px solid ${vars.color.border.subtle};
  }

  img {
    display: block;
    max-width: 100%;
    height: auto;
    margin: ${vars.space['3']} 0;
    border-radius: ${vars.radius.md};
  }

  /* Wide tables scroll sideways instead of widening the dialog. */
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  caption {
    padding-bottom: ${vars.space['2']};
    color: ${vars.color.text.muted};
    text-align: start;
  }
  th,
  td {
    padding: ${vars.space['2']} ${vars.space['3']};
    border: 1px solid ${vars.color.border.subtle};
    text-align: start;
    vertical-align: top;
  }
  th {
    background: ${vars.color.surface.raised};
    color: ${vars.color.text.primary};
    font-weight: ${vars.font.weight.bold};
  }
`;
