/**
 * One build of the site per brand for the whole e2e run, made here before any file runs (the files run two at a time:
 * none may be building while another serves): each brand the files start (`E2E_BRANDS`, default "default,jade") is
 * built into this run's folder (provided to the test files as `e2eBuilds`), and the run's seeded database folder is
 * made beside them (every start copies it), all three at once. The folder and the prerenderers beside the builds go
 * when the run ends.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite, prerenderDirOf, seedDataFolder } from './harness';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's folder of site builds (`<brand>.json` names the build folder). */
    e2eBuilds: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const builds = mkdtempSync(join(tmpdir(), 'croupier-e2e-builds-'));
  project.provide('e2eBuilds', builds);
  const brands = (process.env.E2E_BRANDS ?? 'default,jade').split(',').filter(Boolean);
  const t0 = Date.now();
  await Promise.all([
    ...brands.map(async (brand) => {
      const siteDir = await buildSite(brand);
      writeFileSync(join(builds, `${brand}.json`), JSON.stringify({ siteDir, prerenderDir: prerenderDirOf(siteDir) }));
    }),
    (async () => {
      const dir = join(builds, 'seeded-data');
      await seedDataFolder(dir);
      writeFileSync(`${dir}.ready`, '');
    })(),
  ]);
  console.log(`e2e: built ${brands.join(', ')} and seeded the database in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  return () => {
    for (const file of readdirSync(builds).filter((name) => name.endsWith('.json'))) {
      const { siteDir, prerenderDir } = JSON.parse(readFileSync(join(builds, file), 'utf8')) as Record<string, string>;
      for (const dir of [siteDir, prerenderDir]) if (dir) rmSync(dir, { recursive: true, force: true });
    }
    // The seeded database folder the files copy (harness.ts `seededData`) goes with the folder.
    rmSync(builds, { recursive: true, force: true });
  };
}
