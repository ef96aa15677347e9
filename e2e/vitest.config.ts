/** End-to-end tests: real browser against the site and platform started the way `pnpm start` starts them. */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    // The site is built once per brand for all files, before any runs (see globalSetup.ts).
    globalSetup: ['./globalSetup.ts'],
    environment: 'node',
    testTimeout: 90_000,
    // Pages answer in well under a second on an idle machine; the margin is for a busy CI box.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    hookTimeout: 180_000,
    // Two files at a time (E2E_WORKERS overrides): each has its own platform, database copy and Chromium, on its own
    // ports; on a 2-core machine much of a file's time is waiting (jobs' ticks, polls, the browser idling).
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
  },
});
