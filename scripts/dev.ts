/**
 * pnpm dev: the platform on 127.0.0.1:8081 (API only), its demo games on their own origin (http://127.0.0.1:8082), and the
 * Vite dev server (http://127.0.0.1:5173) in front of the platform, proxying /wps, /lgw, /healthz and /docs. The dev
 * server's origins are the site origins that may frame a game. BRAND=<id> picks the brand. Both platform origins are
 * printed by the platform.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/platform/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: '8081',
      GAMES_PORT: process.env.GAMES_PORT ?? '8082',
      SITE_DIR: '',
      SITE_ORIGINS: process.env.SITE_ORIGINS ?? 'http://127.0.0.1:5173,http://localhost:5173',
    },
  }),
  spawn('pnpm', ['--filter', '@croupier/site', 'dev'], { cwd: root, stdio: 'inherit', env: process.env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});
