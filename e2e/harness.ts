/** Starts `pnpm start` on a free port with a throw-away database folder, and a Chromium to drive it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../scripts/lib/chromium';

export const root = resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

export interface Running {
  url: string;
  browser: Browser;
  stop(): Promise<void>;
}

export async function startSite(env: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'croupier-e2e-'));
  const child: ChildProcess = spawn('node', ['scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pnpm start exited early:\n${log}`);
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`pnpm start did not come up:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const browser = await launchChromium();
  return {
    url,
    browser,
    async stop() {
      await browser.close();
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
