/** `vars.color.accent.solid` === 'var(--ui-color-accent-solid)': the only way components reach tokens. */
import { toVarRefs } from './cssVars';
import { tokenShape } from './tokenShape';

export const vars = toVarRefs(tokenShape);

/** Font stacks: the brand family first (Latin, Vietnamese), then the script font the element's :lang() picks. */
export const fontStack = {
  body: `${vars.font.family.body}, var(--ui-font-script), system-ui, sans-serif`,
  display: `${vars.font.family.display}, var(--ui-font-script), system-ui, sans-serif`,
  mono: vars.font.family.mono,
} as const;
