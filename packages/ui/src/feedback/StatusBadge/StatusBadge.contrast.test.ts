/** Every tone's text on its own tint passes AA over every surface, in both modes of every bundled brand. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { composite, contrast } from '../../theme/color';
import { createBrandTheme } from '../../theme/createTheme';
import { themeInputSchema } from '../../theme/schema';
import type { Tokens } from '../../theme/tokens';
import { statusBadgeTones, type StatusBadgeTone } from './StatusBadge.types';

const themesDir = resolve(import.meta.dirname, '../../../../../themes');
const brandIds = readdirSync(themesDir).filter((id) => !id.startsWith('_'));

/** The pair the badge's styles draw for a tone: [text, background]. */
function pair(t: Tokens, tone: StatusBadgeTone): [string, string] {
  if (tone === 'neutral') return [t.color.text.secondary, t.color.surface.selected];
  return [t.color[tone].text, t.color[tone].soft];
}

describe('StatusBadge contrast', () => {
  it.each(brandIds)('passes AA in brand %s', (id) => {
    const input = themeInputSchema.parse(JSON.parse(readFileSync(join(themesDir, id, 'theme.json'), 'utf8')));
    const theme = createBrandTheme(id, input);
    const failures: string[] = [];
    for (const mode of ['dark', 'light'] as const) {
      const t = theme[mode];
      const surfaces = [t.color.canvas, t.color.surface.base, t.color.surface.raised, t.color.surface.overlay, t.color.surface.sunken];
      for (const tone of statusBadgeTones) {
        const [fg, tint] = pair(t, tone);
        for (const surface of surfaces) {
          const ratio = contrast(fg, composite(tint, surface));
          if (ratio < 4.5) failures.push(`${mode} ${tone} over ${surface}: ${ratio.toFixed(2)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
