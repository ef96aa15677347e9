import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const Root = styled.div`
  display: grid;
  gap: ${vars.space['4']};
  min-width: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};
  font-variant-numeric: tabular-nums;
`;

export const Grid = styled.div`
  display: grid;
  gap: ${vars.space['2']};

  &[data-layout='ds'] {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    ${media.phoneOnly} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  &[data-layout='sum'] {
    grid-template-columns: repeat(auto-fill, minmax(56px, 1fr));
  }
  &[data-layout='balls'] {
    grid-template-columns: repeat(auto-fill, minmax(40px, 1fr));
  }
  &[data-layout='digits2'] {
    grid-template-columns: repeat(10, minmax(0, 1fr));
    gap: ${vars.space['1']};
  }
`;

const toggleBase = `
  display: inline-grid;
  place-items: center;
  align-content: center;
  min-width: 0;
  min-height: 44px;
  padding: ${vars.space['1']};
  border: 1px solid ${vars.color.border.default};
  background: ${vars.color.surface.sunken};
  color: ${vars.color.text.primary};
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition:
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover:not(:disabled) {
    border-color: ${vars.color.accent.border};
    background: ${vars.color.surface.hover};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
  &[aria-pressed='true'] {
    border-color: ${vars.color.accent.solid};
    background: ${vars.color.accent.solid};
    color: ${vars.color.accent.onSolid};
    box-shadow: 0 0 10px ${vars.color.accent.glow};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export const Toggle = styled.button`
  ${toggleBase}
  border-radius: ${vars.radius.md};
  font-weight: ${vars.font.weight.bold};

  &[data-shape='ball'] {
    aspect-ratio: 1;
    min-height: 36px;
    border-radius: ${vars.radius.full};
  }
  &[data-shape='number'] {
    min-height: 32px;
    padding: 0;
    font-size: ${vars.font.size.sm};
  }
  & > [data-part='Odds'] {
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.regular};
  }
`;

/* A card whose whole face is its toggle: the button (the name) stretches over it, odds and range are plain text. */
export const Card = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${vars.space['1']};
  min-width: 0;
  min-height: 96px;
  padding: ${vars.space['3']};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.sunken};
  color: ${vars.color.text.primary};
  transition:
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover:not(:has(> button:disabled)) {
    border-color: ${vars.color.accent.border};
    background: ${vars.color.surface.hover};
  }
  &:has(> button:focus-visible) {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
  &[data-pressed] {
    border-color: ${vars.color.accent.solid};
    background: ${vars.color.accent.solid};
    color: ${vars.color.accent.onSolid};
    box-shadow: 0 0 10px ${vars.color.accent.glow};
  }
  &:has(> button:disabled) {
    opacity: 0.55;
  }
  & > [data-part='Odds'] {
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.bold};
  }
  & > [data-part='Range'] {
    font-size: ${vars.font.size.xs};
  }

  &[data-shape='sum'] {
    gap: 0;
    min-height: 52px;
    padding: ${vars.space['1']};
    border-radius: ${vars.radius.md};
  }
  &[data-shape='sum'] > [data-part='Odds'] {
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.regular};
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export const OptionButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-family: ${fontStack.display};
  font-size: ${vars.font.size['2xl']};
  font-weight: ${vars.font.weight.heading};
  line-height: ${vars.font.lineHeight.tight};
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
  }
  [data-shape='sum'] > & {
    font-family: inherit;
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.bold};
  }
`;

export const Row = styled.div`
  display: grid;
  gap: ${vars.space['2']};
  padding-bottom: ${vars.space['3']};
  border-bottom: 1px solid ${vars.color.border.subtle};
`;

export const RowHead = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space['2']};
  font-weight: ${vars.font.weight.bold};

  & > [data-part='Odds'] {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.regular};
  }
`;

export const QuickRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['1']};
`;

export const Limit = styled.p`
  margin: 0;
  color: ${vars.color.warning.text};
  font-size: ${vars.font.size.sm};
`;

export const Typed = styled.div`
  display: grid;
  gap: ${vars.space['3']};

  & > [data-part='Entry'] {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: ${vars.space['2']};
  }
  & > [data-part='Entry'] > [data-component='TextField'] {
    flex: 1 1 200px;
  }
  & > [data-part='Entry'] > button {
    margin-top: 26px;
  }
  & > [data-part='Empty'] {
    margin: 0;
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const RemovableChip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['1']};
  min-height: 32px;
  padding: 0 ${vars.space['2']} 0 ${vars.space['3']};
  border: 1px solid ${vars.color.accent.border};
  border-radius: ${vars.radius.full};
  background: ${vars.color.accent.soft};
  color: ${vars.color.accent.text};
  font: inherit;
  font-family: ${fontStack.mono};
  font-weight: ${vars.font.weight.bold};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
`;
