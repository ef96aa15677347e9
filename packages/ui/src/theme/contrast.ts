/** WCAG AA contrast checks over a brand's final tokens, with the theme.json field to change for each. */
import { composite, contrast } from './color';
import type { BrandTheme } from './createTheme';
import type { ThemeMode, Tokens } from './tokens';

export interface ContrastFinding {
  mode: ThemeMode;
  /** The pair that was measured, as token paths. */
  pair: string;
  /** The theme.json field that controls it. */
  field: string;
  ratio: number;
  required: number;
  fix: string;
}

interface Rule {
  pair: string;
  fg: (t: Tokens) => string;
  bg: (t: Tokens) => string;
  required: number;
  field: (mode: ThemeMode) => string;
  fix: string;
}

const surfaces: Array<[string, (t: Tokens) => string]> = [
  ['canvas', (t) => t.color.canvas],
  ['surface.base', (t) => t.color.surface.base],
  ['surface.raised', (t) => t.color.surface.raised],
  ['surface.overlay', (t) => t.color.surface.overlay],
];

const modeField = (mode: ThemeMode, name: string) => `${mode}.color.${name} (or color.${name})`;

const rules: Rule[] = [
  {
    pair: 'accent.onSolid on accent.solid',
    fg: (t) => t.color.accent.onSolid,
    bg: (t) => t.color.accent.solid,
    required: 4.5,
    field: (m) => modeField(m, 'onAccent'),
    fix: 'pick an onAccent colour with more contrast, or remove onAccent so it is chosen automatically',
  },
  {
    pair: 'accent.onSolid on accent.solidHover',
    fg: (t) => t.color.accent.onSolid,
    bg: (t) => t.color.accent.solidHover,
    required: 4.5,
    field: (m) => modeField(m, 'accent'),
    fix: 'move the accent further from its text colour (darker for light text, lighter for dark text)',
  },
  {
    pair: 'secondary.onSolid on secondary.solid',
    fg: (t) => t.color.secondary.onSolid,
    bg: (t) => t.color.secondary.solid,
    required: 4.5,
    field: (m) => modeField(m, 'onSecondary'),
    fix: 'pick an onSecondary colour with more contrast, or remove it so it is chosen automatically',
  },
  ...surfaces.flatMap(([name, bg]): Rule[] => [
    {
      pair: `accent.solid on ${name}`,
      fg: (t) => t.color.accent.solid,
      bg,
      required: 3,
      field: (m) => modeField(m, 'accent'),
      fix: 'buttons must stand out from the page (WCAG 1.4.11, 3:1): use a stronger accent for this mode',
    },
    {
      pair: `accent.text on ${name}`,
      fg: (t) => t.color.accent.text,
      bg,
      required: 4.5,
      field: (m) => modeField(m, 'accentText'),
      fix: 'set accentText to a colour that reads on the surfaces, or remove it so it is derived',
    },
    {
      pair: `accent.text on accent.softHover over ${name}`,
      fg: (t) => t.color.accent.text,
      bg: (t) => composite(t.color.accent.softHover, bg(t)),
      required: 4.5,
      field: (m) => modeField(m, 'accentText'),
      fix: 'selected items show accent text on an accent tint: set accentText to a colour that reads there, or remove it so it is derived',
    },
    {
      pair: `text.primary on ${name}`,
      fg: (t) => t.color.text.primary,
      bg,
      required: 4.5,
      field: (m) => modeField(m, 'textPrimary'),
      fix: 'use a text colour with more contrast against canvas and surfaces',
    },
    {
      pair: `text.secondary on ${name}`,
      fg: (t) => t.color.text.secondary,
      bg,
      required: 4.5,
      field: (m) => modeField(m, 'textSecondary'),
      fix: 'use a secondary text colour with more contrast against canvas and surfaces',
    },
    {
      pair: `text.muted on ${name}`,
      fg: (t) => t.color.text.muted,
      bg,
      required: 4.5,
      field: (m) => modeField(m, 'textMuted'),
      fix: 'use a muted text colour with more contrast against canvas and surfaces',
    },
    {
      pair: `danger.text on ${name}`,
      fg: (t) => t.color.danger.text,
      bg,
      required: 4.5,
      field: (m) => modeField(m, 'danger'),
      fix: 'use a danger colour that reads on the surfaces',
    },
    {
      pair: `focus.ring on ${name}`,
      fg: (t) => t.color.focus.ring,
      bg,
      required: 3,
      field: (m) => modeField(m, 'accentText'),
      fix: 'the focus ring follows accentText: give it more contrast against the page',
    },
  ]),
];

/** Every failing pair in both modes; an empty list means the brand passes WCAG AA. */
export function checkBrandContrast(theme: BrandTheme): ContrastFinding[] {
  const findings: ContrastFinding[] = [];
  for (const mode of ['dark', 'light'] as const) {
    const tokens = theme[mode];
    for (const rule of rules) {
      const ratio = contrast(rule.fg(tokens), rule.bg(tokens));
      if (ratio + 1e-9 < rule.required) {
        findings.push({
          mode,
          pair: rule.pair,
          field: rule.field(mode),
          ratio: Math.round(ratio * 100) / 100,
          required: rule.required,
          fix: rule.fix,
        });
      }
    }
  }
  return findings;
}
