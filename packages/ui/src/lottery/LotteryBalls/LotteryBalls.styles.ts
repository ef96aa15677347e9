import { DICE_COLOURS, PK10_PLATE_COLOURS } from '@croupier/contract';
import styled, { keyframes } from 'styled-components';
import { fontStack, media, vars } from '../../theme';

const sweep = keyframes`from { transform: translateX(calc(-120% * var(--ui-inline-sign, 1))); } to { transform: translateX(calc(120% * var(--ui-inline-sign, 1))); }`;

export const Root = styled.div`
  --ball-size: 36px;
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']};
  font-family: ${fontStack.body};
  font-variant-numeric: tabular-nums;

  &[data-size='sm'] {
    --ball-size: 26px;
    gap: ${vars.space['1']};
  }
  &[data-size='lg'] {
    --ball-size: 48px;
    gap: ${vars.space['3']};
  }
`;


export const Ball = styled.span`
  position: relative;
  display: inline-grid;
  place-items: center;
  flex: none;
  width: var(--ball-size);
  height: var(--ball-size);
  overflow: hidden;
  border-radius: ${vars.radius.full};
  background:
    radial-gradient(circle at 32% 28%, rgb(255 255 255 / 0.55), transparent 42%),
    radial-gradient(circle at 50% 120%, rgb(0 0 0 / 0.35), transparent 60%), ${vars.color.accent.solid};
  color: ${vars.color.accent.onSolid};
  font-size: calc(var(--ball-size) * 0.42);
  font-weight: ${vars.font.weight.bold};
  line-height: 1;
  box-shadow:
    inset 0 -2px 4px rgb(0 0 0 / 0.25),
    ${vars.shadow.sm};

  &[data-look='pick11'] {
    background:
      radial-gradient(circle at 32% 28%, rgb(255 255 255 / 0.5), transparent 42%),
      radial-gradient(circle at 50% 120%, rgb(0 0 0 / 0.35), transparent 60%), ${vars.color.secondary.solid};
    color: ${vars.color.secondary.onSolid};
  }

  &[data-look='plate'] {
    width: calc(var(--ball-size) * 0.86);
    border-radius: ${vars.radius.sm};
    background: var(--plate-bg);
    color: var(--plate-fg);
    box-shadow: inset 0 -3px 0 rgb(0 0 0 / 0.22);
  }
  ${PK10_PLATE_COLOURS.map(([bg, fg], i) => `&[data-plate='${i + 1}'] { --plate-bg: ${bg}; --plate-fg: ${fg}; }`).join('\n')}

  &[data-look='board'] {
    width: auto;
    min-width: var(--ball-size);
    padding: 0 ${vars.space['2']};
    border: 1px solid ${vars.color.border.default};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface.sunken};
    color: ${vars.color.text.primary};
    font-family: ${fontStack.mono};
    box-shadow: none;
  }

  &[data-look='die'] {
    overflow: visible;
    border-radius: ${vars.radius.md};
    background: none;
    box-shadow: none;
  }
  &[data-look='die'] > svg {
    width: 100%;
    height: 100%;
  }

  &[data-highlight] {
    outline: 3px solid ${vars.color.success.solid};
    outline-offset: 2px;
  }

  &[data-pending] {
    background: ${vars.color.skeleton.base};
    color: ${vars.color.text.secondary};
    box-shadow: none;
  }
  &[data-pending]::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, transparent, ${vars.color.skeleton.shine}, transparent);
    animation: ${sweep} 1.4s ease-in-out infinite;
  }
  ${media.reducedMotion} {
    &[data-pending]::after {
      content: none;
    }
  }
`;

export const DieFace = styled.rect`
  fill: ${DICE_COLOURS.face};
  stroke: ${vars.color.border.strong};
  stroke-width: 3;
`;
