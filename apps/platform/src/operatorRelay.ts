/** The running platform's operator relay: POST /_operator on loopback, with the secret from `<dataDir>.operator.json`. */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db';
import { runCommand, type CommandOptions } from './operator';

export interface OperatorFile {
  pid: number;
  port: number;
  secret: string;
}

export const operatorFile = (dataDir: string): string => `${dataDir.replace(/\/+$/, '')}.operator.json`;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function registerOperatorRelay(app: FastifyInstance, db: Database, secret: string, options: CommandOptions = {}): void {
  app.post<{ Body: { argv?: unknown } }>('/_operator', async (request, reply) => {
    const given = Buffer.from(String(request.headers['x-operator-secret'] ?? ''));
    const expected = Buffer.from(secret);
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '') || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.code(404).send({ success: false, code: 'not_found', message: 'not found' });
    }
    const argv = request.body?.argv;
    if (!Array.isArray(argv) || !argv.every((a) => typeof a === 'string')) return reply.code(400).send({ success: false, code: 'bad_request', message: 'argv' });
    const lines: string[] = [];
    const code = await runCommand(db, argv as string[], (line) => lines.push(line), options);
    return { code, lines };
  });
}
