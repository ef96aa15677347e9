/**
 * One build of the site per brand for the whole e2e run: the first file that starts a brand's site builds it into this
 * run's folder (provided to the test files as `e2eBuilds`), the later files serve that build. The run's seeded
 * database folder lives there too (the first start seeds it, every start copies it). The folder and the
 * prerenderers beside the builds go when the run ends.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's folder of site builds (`<brand>.json` names the build folder). */
    e2eBuilds: string;
  }
}

export default function setup(project: TestProject): () => void {
  const builds = mkdtempSync(join(tmpdir(), 'croupier-e2e-builds-'));
  project.provide('e2eBuilds', builds);
  return () => {
    for (const file of readdirSync(builds).filter((name) => name.endsWith('.json'))) {
      const { siteDir, prerenderDir } = JSON.parse(readFileSync(join(builds, file), 'utf8')) as Record<string, string>;
      for (const dir of [siteDir, prerenderDir]) if (dir) rmSync(dir, { recursive: true, force: true });
    }
    // The seeded database folder the files copy (harness.ts `seededData`) goes with the folder.
    rmSync(builds, { recursive: true, force: true });
  };
}
