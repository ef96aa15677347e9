import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createComponent } from './new-component';

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('new-component', () => {
  it('creates the house-style folder and exports it once', () => {
    dir = mkdtempSync(join(tmpdir(), 'ui-src-'));
    writeFileSync(join(dir, 'index.ts'), '');
    const folder = createComponent('Member Centre/WalletCard', dir);
    expect(folder).toBe(join(dir, 'member-centre/WalletCard'));
    for (const f of ['WalletCard.tsx', 'WalletCard.types.ts', 'WalletCard.styles.ts', 'WalletCard.stories.tsx', 'WalletCard.test.tsx', 'index.ts']) {
      expect(existsSync(join(folder, f)), f).toBe(true);
    }
    expect(readFileSync(join(folder, 'WalletCard.stories.tsx'), 'utf8')).toContain("title: 'Member Centre/WalletCard'");
    expect(readFileSync(join(dir, 'index.ts'), 'utf8')).toBe("export * from './member-centre/WalletCard';\n");
    expect(() => createComponent('Member Centre/WalletCard', dir)).toThrow(/already exists/);
  });

  it('rejects unknown categories and bad names', () => {
    dir = mkdtempSync(join(tmpdir(), 'ui-src-'));
    expect(() => createComponent('Widgets/Thing', dir)).toThrow(/unknown category "Widgets"/);
    expect(() => createComponent('Forms/lowercase', dir)).toThrow(/PascalCase/);
  });
});
