/** `vars.color.accent.solid` === 'var(--ui-color-accent-solid)': the only way components reach tokens. */
import { createTheme } from './createTheme';
import { toVarRefs } from './cssVars';

export const vars = toVarRefs(createTheme({ name: 'reference' }, 'dark'));

/** Font stacks: the brand family first (Latin, Vietnamese), then the script font the element's :lang() picks. */
export const fontStack = {
  body: `${vars.font.family.body}, var(--ui-font-script), system-ui, sans-serif`,
  display: `${vars.font.family.display}, var(--ui-font-script), system-ui, sans-serif`,
  mono: vars.font.family.mono,
} as const;
