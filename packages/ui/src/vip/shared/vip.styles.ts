/** The parts the VIP and points screens share: tier tones as local CSS variables, the badge, the progress bar. */
import styled, { css } from 'styled-components';
import { fontStack, vars } from '../../theme';

/**
 * `data-tier-tone` sets `--vip-solid`, `--vip-soft`, `--vip-text`, `--vip-border` and `--vip-on-solid` from the
 * theme, so every part inside reads its tier's colours without knowing which tier it is.
 */
export const tierToneVars = css`
  --vip-solid: ${vars.color.text.secondary};
  --vip-soft: ${vars.color.surface.selected};
  --vip-text: ${vars.color.text.secondary};
  --vip-border: ${vars.color.border.strong};
  --vip-on-solid: ${vars.color.surface.base};

  &[data-tier-tone='success'] {
    --vip-solid: ${vars.color.success.solid};
    --vip-soft: ${vars.color.success.soft};
    --vip-text: ${vars.color.success.text};
    --vip-border: ${vars.color.success.border};
    --vip-on-solid: ${vars.color.success.onSolid};
  }
  &[data-tier-tone='info'] {
    --vip-solid: ${vars.color.info.solid};
    --vip-soft: ${vars.color.info.soft};
    --vip-text: ${vars.color.info.text};
    --vip-border: ${vars.color.info.border};
    --vip-on-solid: ${vars.color.info.onSolid};
  }
  &[data-tier-tone='danger'] {
    --vip-solid: ${vars.color.danger.solid};
    --vip-soft: ${vars.color.danger.soft};
    --vip-text: ${vars.color.danger.text};
    --vip-border: ${vars.color.danger.border};
    --vip-on-solid: ${vars.color.danger.onSolid};
  }
  &[data-tier-tone='warning'] {
    --vip-solid: ${vars.color.warning.solid};
    --vip-soft: ${vars.color.warning.soft};
    --vip-text: ${vars.color.warning.text};
    --vip-border: ${vars.color.warning.border};
    --vip-on-solid: ${vars.color.warning.onSolid};
  }
  &[data-tier-tone='accent'] {
    --vip-solid: ${vars.color.accent.solid};
    --vip-soft: ${vars.color.accent.soft};
    --vip-text: ${vars.color.accent.text};
    --vip-border: ${vars.color.accent.border};
    --vip-on-solid: ${vars.color.accent.onSolid};
  }
`;

export const BadgeRoot = styled.span`
  ${tierToneVars}
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2']};
  min-width: 0;
  font-family: ${fontStack.body};

  & > [data-part='Emblem'] {
    display: grid;
    flex: none;
    place-items: center;
    width: 36px;
    height: 36px;
    border: 1px solid var(--vip-border);
    border-radius: ${vars.radius.md};
    background: linear-gradient(150deg, var(--vip-soft), transparent), ${vars.color.surface.raised};
    color: var(--vip-text);
    box-shadow: inset 0 0 0 2px ${vars.color.surface.base};
  }
  &[data-size='lg'] > [data-part='Emblem'] {
    width: 56px;
    height: 56px;
    border-radius: ${vars.radius.lg};
  }
  & > [data-part='Text'] {
    display: flex;
    flex-direction: column;
    min-width: 0;
    line-height: ${vars.font.lineHeight.tight};
  }
  & [data-part='Rank'] {
    color: var(--vip-text);
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.bold};
    letter-spacing: ${vars.font.letterSpacing.caps};
    text-transform: uppercase;
  }
  & [data-part='Name'] {
    overflow: hidden;
    color: ${vars.color.text.primary};
    font-family: ${fontStack.display};
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.heading};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[data-size='lg'] [data-part='Name'] {
    font-size: ${vars.font.size.xl};
  }
`;

export const BarRoot = styled.div`
  display: grid;
  gap: ${vars.space['1']};
  min-width: 0;

  & > [data-part='BarLabel'] {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 0 ${vars.space['2']};
    font-size: ${vars.font.size.sm};
  }
  & [data-part='BarName'] {
    color: ${vars.color.text.secondary};
    font-weight: ${vars.font.weight.medium};
  }
  & [data-part='BarFigures'] {
    color: ${vars.color.text.primary};
    font-variant-numeric: tabular-nums;
  }
  & [data-part='BarFigures'] > span {
    color: ${vars.color.text.muted};
  }
  & > [data-part='Track'] {
    position: relative;
    height: 10px;
    overflow: hidden;
    border-radius: ${vars.radius.full};
    background: ${vars.color.surface.sunken};
    box-shadow: ${vars.shadow.inset};
  }
  & [data-part='Fill'] {
    height: 100%;
    border-radius: inherit;
    background: ${vars.color.gradient.accent};
    transition: width ${vars.motion.duration.slow} ${vars.motion.easing.emphasized};
  }
  &[data-complete] [data-part='Fill'] {
    background: ${vars.color.success.solid};
  }
  & > [data-part='BarHint'] {
    color: ${vars.color.text.muted};
    font-size: ${vars.font.size.xs};
  }
  &[data-complete] > [data-part='BarHint'] {
    color: ${vars.color.success.text};
  }
  @media (prefers-reduced-motion: reduce) {
    & [data-part='Fill'] {
      transition: none;
    }
  }
`;

/** Label above value, for benefit lists. */
export const FactList = styled.dl`
  display: grid;
  gap: ${vars.space['2']};
  margin: 0;

  & > div {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${vars.space['3']};
    min-width: 0;
    padding-block: ${vars.space['1']};
    border-bottom: 1px dashed ${vars.color.border.subtle};
  }
  & > div:last-child {
    border-bottom: 0;
  }
  & dt {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['2']};
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
  & dt > svg {
    flex: none;
    color: ${vars.color.text.muted};
  }
  & dd {
    margin: 0;
    color: ${vars.color.text.primary};
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
`;

/** The bars towards the next level, side by side when there is room. */
export const Bars = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${vars.space['4']};
`;
