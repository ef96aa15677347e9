/**
 * The Storybook Docs pages as a reader sees them, over the built Storybook (storybook-static/): every Markdown table
 * of an .mdx page renders as a <table> with its rows, and no line of pipes ("| a | b |", "| --- |") is left as text.
 * MDX is CommonMark only; the tables need remark-gfm in .storybook/main.ts. Screenshots go to vrt/output/docs/.
 *   pnpm -s build-storybook && npx tsx scripts/docs-check.ts
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchChromium } from './lib/chromium';
import { serveStatic } from './lib/static-server';

const root = resolve(import.meta.dirname, '..');
const staticDir = join(root, 'storybook-static');
const outputDir = join(root, 'vrt/output/docs');

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  importPath: string;
}

/** The Markdown tables of an MDX source: for each, its number of body rows (header and delimiter row excluded). */
export function markdownTables(source: string): number[] {
  const tables: number[] = [];
  const lines = source.split('\n');
  for (let i = 0; i + 1 < lines.length; i += 1) {
    const isRow = (line: string | undefined) => line !== undefined && /^\s*\|.*\|\s*$/.test(line);
    if (!isRow(lines[i]) || !/^\s*\|(\s*:?-{3,}:?\s*\|)+\s*$/.test(lines[i + 1] ?? '')) continue;
    let rows = 0;
    let j = i + 2;
    while (isRow(lines[j])) {
      rows += 1;
      j += 1;
    }
    tables.push(rows);
    i = j - 1;
  }
  return tables;
}

async function main(): Promise<number> {
  const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  const pages = Object.values(index.entries).filter((e) => e.type === 'docs' && e.importPath.endsWith('.mdx'));
  if (!pages.length) {
    console.error('docs-check: no .mdx Docs pages in storybook-static/index.json');
    return 1;
  }
  mkdirSync(outputDir, { recursive: true });
  const server = await serveStatic(staticDir);
  const browser = await launchChromium();
  const problems: string[] = [];
  let tablesSeen = 0;
  try {
    const page = await browser.newPage({ viewport: { width: 1024, height: 720 } });
    for (const entry of pages) {
      const expected = markdownTables(readFileSync(join(root, entry.importPath), 'utf8'));
      await page.goto(`${server.url}/iframe.html?id=${entry.id}&viewMode=docs`, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForSelector('.sbdocs-content h1, .sbdocs-content h2', { timeout: 60_000 });
      await page.evaluate('document.fonts.ready');
      const found = (await page.evaluate(`(() => {
        const content = document.querySelector('.sbdocs-content');
        // The page's own Markdown, not the stories and doc blocks it embeds (a token table is a story's content).
        const embedded = '.docs-story, .sb-story, [class*="docblock-"]';
        const tables = [...content.querySelectorAll('table')].filter((t) => !t.closest(embedded)).map((t) => t.querySelectorAll('tbody tr').length);
        const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
        const raw = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.parentElement || node.parentElement.closest('pre, code, ' + embedded)) continue;
          const text = node.textContent || '';
          if (/\\|\\s*:?-{3,}:?\\s*\\|/.test(text) || /^\\s*\\|.+\\|\\s*$/m.test(text)) raw.push(text.trim().slice(0, 80));
        }
        return { tables, raw };
      })()`)) as { tables: number[]; raw: string[] };
      await page.screenshot({ path: join(outputDir, `${entry.id}.png`), fullPage: true });
      tablesSeen += found.tables.length;
      for (const text of found.raw) problems.push(`${entry.importPath}: Markdown table shown as text: "${text}"`);
      if (JSON.stringify(found.tables) !== JSON.stringify(expected)) {
        problems.push(
          `${entry.importPath}: the source has ${expected.length} table(s) with ${JSON.stringify(expected)} rows, the page renders ${found.tables.length} with ${JSON.stringify(found.tables)}`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  if (problems.length) {
    console.error(`docs-check: ${problems.length} problem(s) in ${pages.length} Docs pages`);
    for (const p of problems) console.error(`  ${p}`);
    return 1;
  }
  console.log(`docs-check: ${pages.length} Docs pages, ${tablesSeen} tables render as tables (screenshots in vrt/output/docs/)`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
