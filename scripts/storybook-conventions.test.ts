/** Storybook conventions: known categories only, sort order equal to categories.ts, a story for each component. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsPages, storyCategories } from '../.storybook/categories';

const root = resolve(import.meta.dirname, '..');

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

const storyFiles = [...walk(join(root, 'packages/ui/src')), ...walk(join(root, 'apps/site/src'))].filter((f) => f.endsWith('.stories.tsx'));
const mdxFiles = walk(join(root, 'docs/storybook')).filter((f) => f.endsWith('.mdx'));

describe('story titles', () => {
  it.each(storyFiles.map((f) => [relative(root, f), f]))('%s uses a known category', (_, file) => {
    // The meta's title is the one with a category path ("Category/Name"); args may have a `title` too.
    const title = /title:\s*'([^'/]+\/[^']+)'/.exec(readFileSync(file, 'utf8'))?.[1];
    expect(title, 'every stories file declares a title').toBeDefined();
    const category = title!.split('/')[0];
    expect(storyCategories as readonly string[], `unknown category "${category}"`).toContain(category);
  });

  it('docs pages are the three named ones', () => {
    const titles = mdxFiles.map((f) => /<Meta title="Docs\/([^"]+)"/.exec(readFileSync(f, 'utf8'))?.[1]);
    expect(titles.sort()).toEqual([...docsPages].sort());
  });

  it('the sidebar order in preview.tsx equals categories.ts', () => {
    const preview = readFileSync(join(root, '.storybook/preview.tsx'), 'utf8');
    const block = /order: \[([\s\S]*?)\n {8}\]/.exec(preview)?.[1] ?? '';
    const quoted = [...block.matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect(quoted).toEqual(['Docs', ...docsPages, ...storyCategories.slice(1)]);
  });
});

describe('play functions', () => {
  // Every play runs again under English and another brand (vitest.config.ts, storybook-globals): its words come from
  // the story's i18n (packages/ui/src/test/storyText.ts), never from one language's text. The tag says so.
  it.each(storyFiles.filter((f) => /\bplay:/.test(readFileSync(f, 'utf8'))).map((f) => [relative(root, f), f]))(
    '%s reads its words in any locale (tagged any-locale)',
    (_, file) => {
      expect(readFileSync(file, 'utf8')).toMatch(/tags:\s*\[[^\]]*'any-locale'/);
    },
  );
});

describe('component folders', () => {
  it('each main component has stories beside it', () => {
    const components = walk(join(root, 'packages/ui/src'))
      .filter((f) => f.endsWith('.tsx') && !/\.(stories|test)\.tsx$/.test(f))
      .filter((f) => basename(dirname(f)) === basename(f, '.tsx'));
    expect(components.length).toBeGreaterThan(0);
    for (const file of components) {
      const stories = readdirSync(dirname(file)).filter((f) => f.endsWith('.stories.tsx'));
      expect(stories, `${relative(root, file)} has no story`).not.toHaveLength(0);
    }
  });
});
