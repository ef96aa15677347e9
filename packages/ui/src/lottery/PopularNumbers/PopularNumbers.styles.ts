import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

export const Root = styled.section`
  display: grid;
  gap: ${vars.space['3']};
  min-width: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};

  & > header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${vars.space['1']} ${vars.space['3']};
  }
  & > header > h2,
  & > header > h3 {
    margin: 0;
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.bold};
  }
  & > header > p {
    margin: 0;
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(52px, 1fr));
  gap: ${vars.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A number with its heat bar; `--heat` (0..1) is its hits over the most hits. */
export const Chip = styled.span`
  --heat: 0;
  display: grid;
  gap: ${vars.space['1']};
  justify-items: center;
  width: 100%;
  min-height: 56px;
  padding: ${vars.space['2']} ${vars.space['1']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.primary};
  font: inherit;
  text-align: center;

  &[data-part='Pick'] {
    cursor: pointer;
    transition:
      border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
      background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }
  &[data-part='Pick']:hover {
    border-color: ${vars.color.accent.border};
    background: ${vars.color.surface.hover};
  }
  &[data-part='Pick']:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
  &[data-part='Pick'][aria-pressed='true'] {
    border-color: ${vars.color.accent.solid};
    background: ${vars.color.accent.soft};
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-part='Pick'] {
      transition: none;
    }
  }

  & > [data-part='Number'] {
    font-family: ${fontStack.mono};
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
  & > [data-part='Hits'] {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.xs};
    font-variant-numeric: tabular-nums;
  }
  & > [data-part='Heat'] {
    width: 100%;
    height: 4px;
    border-radius: ${vars.radius.full};
    background: ${vars.color.surface.sunken};
    overflow: hidden;
  }
  & > [data-part='Heat'] > span {
    display: block;
    width: calc(var(--heat) * 100%);
    height: 100%;
    border-radius: inherit;
    background: linear-gradient(90deg, ${vars.color.warning.solid}, ${vars.color.danger.solid});
  }
`;
