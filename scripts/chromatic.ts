/** pnpm chromatic: publishes Storybook to Chromatic only when CHROMATIC_PROJECT_TOKEN is set; otherwise skips. */
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: skipped (CHROMATIC_PROJECT_TOKEN is not set; local visual regression runs with pnpm vrt)');
  process.exit(0);
}
const result = spawnSync('npx', ['--yes', 'chromatic@18.14.3', '--exit-zero-on-changes', '--build-script-name', 'build-storybook'], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
