import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { busyPortMessage, busyPorts, freePortPair, isPortBusy, startPorts } from './lib/ports';

const root = resolve(import.meta.dirname, '..');
const host = '127.0.0.1';
const servers: Server[] = [];
let dir: string | undefined;

/** Something listening on a free port of the host, as another program would. */
function occupy(): Promise<number> {
  return new Promise((done) => {
    const server = createServer();
    servers.push(server);
    server.listen({ host, port: 0 }, () => done((server.address() as { port: number }).port));
  });
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('pnpm start: ports', () => {
  it('reads the ports as the platform does: PORT (8080), GAMES_PORT (PORT + 1), HOST (127.0.0.1); port 0 needs no check', () => {
    expect(startPorts({})).toEqual({ host, ports: [{ port: 8080, variable: 'PORT' }, { port: 8081, variable: 'GAMES_PORT' }] });
    expect(startPorts({ PORT: '9000', HOST: '0.0.0.0' })).toEqual({
      host: '0.0.0.0',
      ports: [{ port: 9000, variable: 'PORT' }, { port: 9001, variable: 'GAMES_PORT' }],
    });
    expect(startPorts({ PORT: '9000', GAMES_PORT: '7000' }).ports[1]).toEqual({ port: 7000, variable: 'GAMES_PORT' });
    expect(startPorts({ PORT: '0', GAMES_PORT: '0' }).ports).toEqual([]);
  });

  it('finds a busy port, names it with the setting that moves it and suggests a free pair', async () => {
    const busy = await occupy();
    expect(await isPortBusy(host, busy)).toBe(true);
    const found = await busyPorts(host, [{ port: busy, variable: 'PORT' }]);
    expect(found).toEqual([{ port: busy, variable: 'PORT' }]);
    const free = await freePortPair(host, busy);
    expect(free).toBeGreaterThan(busy);
    expect(await isPortBusy(host, free!)).toBe(false);
    const message = busyPortMessage(host, found, free);
    expect(message).toContain(`port ${busy} (the site and platform, PORT) is already in use`);
    expect(message).toContain(`PORT=${free} pnpm start`);
    const games = busyPortMessage(host, [{ port: busy, variable: 'GAMES_PORT' }], free);
    expect(games).toContain(`port ${busy} (the demo games, GAMES_PORT`);
    expect(games).toContain(`GAMES_PORT=${free! + 1} pnpm start`);
  });

  it('stops at once on a busy port, before building, with the port named, and exits non-zero', async () => {
    const busy = await occupy();
    // A `pnpm` that only records being called: a build started before the check would leave the marker.
    dir = mkdtempSync(join(tmpdir(), 'start-ports-'));
    const marker = join(dir, 'built');
    const fake = join(dir, 'pnpm');
    writeFileSync(fake, `#!/bin/sh\ntouch "${marker}"\nexit 1\n`);
    chmodSync(fake, 0o755);
    const res = spawnSync(process.execPath, ['scripts/start.ts', '--rebuild'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 30_000,
      env: { ...process.env, PATH: `${dir}${delimiter}${process.env.PATH ?? ''}`, PORT: String(busy), GAMES_PORT: '0', SITE_DIR: '' },
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain(`port ${busy} (the site and platform, PORT) is already in use`);
    expect(res.stderr).toMatch(/PORT=\d+ pnpm start/);
    expect(res.stdout).not.toContain('building');
    expect(existsSync(marker)).toBe(false);
  });
});
