/**
 * pnpm dev: the platform on 127.0.0.1:8081 (API only) and the Vite dev server (http://127.0.0.1:5173) in front of it,
 * proxying /wps, /lgw, /healthz and /docs. BRAND=<id> picks the brand.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/platform/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: '8081', SITE_DIR: '' },
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
