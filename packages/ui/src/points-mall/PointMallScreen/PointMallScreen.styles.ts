import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

export const Root = styled.article`
  container-type: inline-size;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['5']};
  min-width: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};

  & > :is(h1, h2)[data-part='Title'] {
    margin: 0;
    font-family: ${fontStack.display};
    font-size: ${vars.font.size['3xl']};
    font-weight: ${vars.font.weight.heading};
    letter-spacing: ${vars.font.letterSpacing.heading};
    text-transform: ${vars.font.textTransform.heading};
  }
  @container (max-width: 560px) {
    & > :is(h1, h2)[data-part='Title'] {
      font-size: ${vars.font.size['2xl']};
    }
  }
`;

export const BalanceCard = styled.section`
  position: relative;
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${vars.space['4']};
  overflow: hidden;
  padding: ${vars.space['6']};
  border: 1px solid ${vars.color.accent.border};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.gradient.hero};
  isolation: isolate;

  &::after {
    position: absolute;
    inset: auto -10% -60% auto;
    z-index: -1;
    width: 45%;
    aspect-ratio: 1;
    border-radius: 50%;
    background: radial-gradient(circle, ${vars.color.accent.glow}, transparent 70%);
    content: '';
  }
  & h2 {
    margin: 0;
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.bold};
    letter-spacing: ${vars.font.letterSpacing.caps};
    text-transform: uppercase;
  }
  & [data-part='Points'] {
    display: flex;
    align-items: baseline;
    gap: ${vars.space['2']};
    margin: ${vars.space['1']} 0;
    color: ${vars.color.accent.text};
    font-family: ${fontStack.display};
    font-size: ${vars.font.size['4xl']};
    font-weight: ${vars.font.weight.heading};
    font-variant-numeric: tabular-nums;
    line-height: ${vars.font.lineHeight.tight};
  }
  & [data-part='Points'] > small {
    color: ${vars.color.text.secondary};
    font-family: ${fontStack.body};
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.medium};
  }
  & [data-part='Note'] {
    margin: 0;
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
  @container (max-width: 560px) {
    grid-template-columns: 1fr;
    padding: ${vars.space['5']} ${vars.space['4']};
    & [data-part='Points'] {
      font-size: ${vars.font.size['3xl']};
    }
    & > [data-part='BalanceActions'] > * {
      width: 100%;
    }
  }
`;

export const Rates = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['2']};
    min-height: 32px;
    padding: 0 ${vars.space['3']};
    border: 1px solid ${vars.color.border.subtle};
    border-radius: ${vars.radius.full};
    background: ${vars.color.surface.raised};
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.xs};
  }
  & > li > svg {
    color: ${vars.color.accent.text};
  }
  & > li > strong {
    color: ${vars.color.text.primary};
    font-variant-numeric: tabular-nums;
  }
`;

export const CategoryBar = styled.div`
  display: flex;
  gap: ${vars.space['2']};
  overflow-x: auto;
  padding-bottom: ${vars.space['1']};
  scrollbar-width: thin;

  & > button {
    flex: none;
    min-height: ${vars.layout.touchTarget};
    padding: 0 ${vars.space['4']};
    border: 1px solid ${vars.color.border.default};
    border-radius: ${vars.radius.full};
    background: ${vars.color.surface.raised};
    color: ${vars.color.text.secondary};
    font: inherit;
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.medium};
    cursor: pointer;
    transition: background ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }
  & > button:hover {
    background: ${vars.color.surface.hover};
    color: ${vars.color.text.primary};
  }
  & > button[aria-pressed='true'] {
    border-color: ${vars.color.accent.solid};
    background: ${vars.color.accent.solid};
    color: ${vars.color.accent.onSolid};
  }
  & > button:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${vars.space['4']};
  margin: 0;
  padding: 0;
  list-style: none;

  @container (max-width: 560px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${vars.space['3']};
  }
  @container (max-width: 280px) {
    grid-template-columns: 1fr;
  }
`;

export const RewardCard = styled.li`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};
  transition:
    transform ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:not([data-blocked]):hover {
    box-shadow: ${vars.shadow.glow};
    transform: translateY(-2px);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:not([data-blocked]):hover {
      transform: none;
    }
  }
  & > [data-part='Art'] {
    position: relative;
    display: grid;
    place-items: center;
    aspect-ratio: 16 / 10;
    background:
      radial-gradient(circle at 30% 20%, ${vars.color.accent.soft}, transparent 60%),
      ${vars.color.surface.sunken};
    color: ${vars.color.accent.text};
  }
  &[data-kind='item'] > [data-part='Art'] {
    background:
      radial-gradient(circle at 70% 20%, ${vars.color.secondary.soft}, transparent 60%),
      ${vars.color.surface.sunken};
    color: ${vars.color.secondary.text};
  }
  & > [data-part='Art'] img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  & > [data-part='Art'] > [data-part='CashFigure'] {
    font-family: ${fontStack.display};
    font-size: ${vars.font.size['2xl']};
    font-weight: ${vars.font.weight.heading};
    font-variant-numeric: tabular-nums;
  }
  & [data-part='Kind'] {
    position: absolute;
    top: ${vars.space['2']};
    inset-inline-start: ${vars.space['2']};
  }
  & > [data-part='Body'] {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${vars.space['2']};
    padding: ${vars.space['3']};
  }
  & h3 {
    margin: 0;
    overflow: hidden;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.bold};
    line-height: ${vars.font.lineHeight.snug};
  }
  & [data-part='Cost'] {
    display: flex;
    align-items: baseline;
    gap: ${vars.space['1']};
    color: ${vars.color.accent.text};
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
  & [data-part='Cost'] > small {
    color: ${vars.color.text.muted};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.medium};
  }
  & [data-part='Facts'] {
    display: grid;
    gap: 2px;
    margin: 0;
    padding: 0;
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.xs};
    list-style: none;
  }
  & [data-part='Footer'] {
    display: grid;
    gap: ${vars.space['1']};
    margin-top: auto;
  }
  & [data-part='Reason'] {
    display: flex;
    align-items: center;
    gap: ${vars.space['1']};
    color: ${vars.color.warning.text};
    font-size: ${vars.font.size.xs};
  }
`;

export const RewardsSection = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['4']};
  min-width: 0;

  & > h2 {
    margin: 0;
    font-family: ${fontStack.display};
    font-size: ${vars.font.size.xl};
    font-weight: ${vars.font.weight.heading};
    letter-spacing: ${vars.font.letterSpacing.heading};
    text-transform: ${vars.font.textTransform.heading};
  }
`;
