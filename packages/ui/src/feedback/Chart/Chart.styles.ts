import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const ChartRoot = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
  color: ${vars.color.text.secondary};
  font-family: ${fontStack.body};
`;

/** The one tab stop: arrow keys move between days. */
export const Plot = styled.div`
  position: relative;
  border-radius: ${vars.radius.md};
  outline: none;
  touch-action: pan-y;

  &:focus-visible {
    box-shadow: 0 0 0 2px ${vars.color.focus.ring};
  }

  svg {
    display: block;
    overflow: visible;
  }
`;

/* SVG parts take their colours from the theme's CSS variables: a brand or mode switch repaints with no redraw. */
export const Svg = styled.svg`
  [data-part='Grid'] line {
    stroke: ${vars.color.border.subtle};
    stroke-width: 1;
    shape-rendering: crispEdges;
  }
  [data-part='ZeroLine'] {
    stroke: ${vars.color.border.strong};
    stroke-width: 1;
    shape-rendering: crispEdges;
  }
  [data-part='AxisLabel'] {
    fill: ${vars.color.text.muted};
    font-size: ${vars.font.size.xs};
    font-variant-numeric: tabular-nums;
  }
  [data-part='Highlight'] {
    fill: ${vars.color.surface.hover};
  }
  [data-part='Bar'] {
    rx: min(${vars.radius.sm}, 3px);
    transition: opacity ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }
  [data-part='Bar'][data-tone='positive'] {
    fill: ${vars.color.success.solid};
  }
  [data-part='Bar'][data-tone='negative'] {
    fill: ${vars.color.danger.solid};
  }
  &[data-has-active] [data-part='Bar']:not([data-active]) {
    opacity: 0.55;
  }

  ${media.reducedMotion} {
    [data-part='Bar'] {
      transition: none;
    }
  }
`;

/**
 * Slides so it always stays inside the plot: pinned left on the first day, centred mid-way, pinned right on the
 * last (the shift is the anchor's share of the width), and sits above the bar.
 */
export const Tooltip = styled.div`
  position: absolute;
  z-index: ${vars.zIndex.raised};
  display: grid;
  gap: 2px;
  padding: ${vars.space['2']} ${vars.space['3']};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface.overlay};
  box-shadow: ${vars.shadow.md};
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.xs};
  line-height: ${vars.font.lineHeight.snug};
  white-space: nowrap;
  pointer-events: none;
  transform: translate(calc(var(--tooltip-shift) * -1%), calc(-100% - 6px));
`;

export const TooltipDate = styled.span`
  color: ${vars.color.text.secondary};
`;

export const TooltipValue = styled.span`
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;

  &[data-tone='positive'] {
    color: ${vars.color.success.text};
  }
  &[data-tone='negative'] {
    color: ${vars.color.danger.text};
  }
`;
