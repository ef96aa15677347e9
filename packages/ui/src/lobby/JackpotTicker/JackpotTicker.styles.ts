import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

export const Root = styled.section`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${vars.space['3']};
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${vars.color.accent.border};
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};
  isolation: isolate;

  & [data-part='Title'] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['2']};
    margin: 0;
    color: ${vars.color.accent.text};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.bold};
    letter-spacing: ${vars.font.letterSpacing.caps};
    text-transform: uppercase;
    white-space: nowrap;
  }
  & [data-part='Amount'] {
    font-variant-numeric: tabular-nums;
  }

  &[data-variant='compact'] {
    justify-content: space-between;
    min-height: 48px;
    padding: ${vars.space['2']} ${vars.space['4']};
    border-radius: ${vars.radius.full};
    background: linear-gradient(90deg, ${vars.color.accent.soft}, transparent 70%), ${vars.color.surface.raised};
  }
  /* The amount keeps out of the floating service button's lane (SiteFrame on phones), in either direction. */
  &[data-variant='compact'] {
    padding-inline-end: max(${vars.space['4']}, var(--ui-floating-clearance, 0px));
  }
  &[data-variant='compact'] [data-part='Amount'] {
    overflow: hidden;
    color: ${vars.color.accent.text};
    font-family: ${fontStack.display};
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.heading};
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  &[data-variant='wide'] {
    flex-direction: column;
    gap: ${vars.space['3']};
    padding: ${vars.space['5']} ${vars.space['4']};
    border-radius: ${vars.radius.xl};
    background: ${vars.color.gradient.hero};
    text-align: center;
  }
  &[data-variant='wide']::before {
    position: absolute;
    inset: -60% 15% auto;
    z-index: -1;
    height: 160%;
    border-radius: 50%;
    background: radial-gradient(closest-side, ${vars.color.accent.glow}, transparent);
    content: '';
  }
  &[data-variant='wide'] [data-part='Title'] {
    font-size: ${vars.font.size.sm};
  }
  &[data-variant='wide'] [data-part='Amount'] {
    display: flex;
    flex-wrap: nowrap;
    justify-content: center;
    gap: 3px;
    max-width: 100%;
    font-family: ${fontStack.display};
    font-size: clamp(20px, 6vw, 44px);
    font-weight: ${vars.font.weight.heading};
    line-height: 1;
  }
  &[data-variant='wide'] [data-part='Digit'] {
    display: inline-grid;
    place-items: center;
    min-width: 0.9em;
    padding: 0.18em 0.06em;
    border: 1px solid ${vars.color.accent.border};
    border-radius: ${vars.radius.sm};
    background: linear-gradient(180deg, ${vars.color.surface.overlay}, ${vars.color.surface.sunken});
    color: ${vars.color.accent.text};
    box-shadow: ${vars.shadow.sm};
  }
  /* Loading: the bone as tall as a digit's box (its padding and border), so the ticker keeps its height. */
  &[data-variant='wide'] [data-part='Bone'] {
    height: calc(1.36em + 2px);
  }
  &[data-variant='wide'] [data-part='Sep'] {
    display: inline-grid;
    align-items: end;
    min-width: 0.3em;
    color: ${vars.color.text.secondary};
  }
`;

export const Bone = styled.span`
  display: inline-block;
  width: 10ch;
  height: 1em;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.skeleton.base};
`;
