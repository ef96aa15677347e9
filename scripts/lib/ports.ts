/**
 * `pnpm start`'s ports, checked before anything is built: the site and platform's (PORT, default 8080) and the demo
 * games' (GAMES_PORT, default PORT + 1), on the platform's host (HOST, default 127.0.0.1), as apps/platform/src/config.ts
 * reads them. A busy port is named with the setting that moves it, instead of a minute of building and a raw
 * EADDRINUSE stack.
 */
import { createServer } from 'node:net';

export interface StartPort {
  port: number;
  /** The environment variable that sets it. */
  variable: 'PORT' | 'GAMES_PORT';
}

/** The ports `pnpm start` will listen on (port 0, "any free port", needs no check). */
export function startPorts(env: NodeJS.ProcessEnv): { host: string; ports: StartPort[] } {
  const port = Number(env.PORT ?? 8080);
  const gamesPort = Number(env.GAMES_PORT ?? (port === 0 ? 0 : port + 1));
  const ports: StartPort[] = [];
  if (Number.isInteger(port) && port > 0) ports.push({ port, variable: 'PORT' });
  if (Number.isInteger(gamesPort) && gamesPort > 0) ports.push({ port: gamesPort, variable: 'GAMES_PORT' });
  return { host: env.HOST ?? '127.0.0.1', ports };
}

/** Whether something already listens on host:port (tried by listening briefly; any other failure is reported as is). */
export function isPortBusy(host: string, port: number): Promise<boolean> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? done(true) : fail(error)));
    server.once('listening', () => server.close(() => done(false)));
    server.listen({ host, port, exclusive: true });
  });
}

/** The ports of the list that are busy. */
export async function busyPorts(host: string, ports: readonly StartPort[]): Promise<StartPort[]> {
  const busy: StartPort[] = [];
  for (const p of ports) if (await isPortBusy(host, p.port)) busy.push(p);
  return busy;
}

/** The first port after `after` that is free on host together with the next one (the site and the games), or undefined. */
export async function freePortPair(host: string, after: number): Promise<number | undefined> {
  for (let port = after + 1; port < Math.min(after + 200, 65535); port += 1)
    if (!(await isPortBusy(host, port)) && !(await isPortBusy(host, port + 1))) return port;
  return undefined;
}

/**
 * What to tell the person who ran `pnpm start`: which port is busy and how to choose another (`free`: a port that
 * is free with the next one, to suggest).
 */
export function busyPortMessage(host: string, busy: readonly StartPort[], free: number | undefined): string {
  const lines = busy.map((p) =>
    p.variable === 'PORT'
      ? `start: port ${p.port} (the site and platform, PORT) is already in use on ${host} by another program.`
      : `start: port ${p.port} (the demo games, GAMES_PORT, default PORT + 1) is already in use on ${host} by another program.`,
  );
  const example = free ?? 9080;
  lines.push(
    '',
    `Stop the program that holds it, or choose other ports${free ? ` (${free} and ${free + 1} are free now)` : ''}:`,
    busy.some((p) => p.variable === 'PORT')
      ? `  PORT=${example} pnpm start   (the demo games take PORT + 1; GAMES_PORT=<port> moves them alone)`
      : `  GAMES_PORT=${example + 1} pnpm start   (or PORT=${example} pnpm start to move both)`,
  );
  return lines.join('\n');
}
