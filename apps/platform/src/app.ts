/** The platform's HTTP app: the API (grown by later issues), health, and the built site on the same origin. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db';

export interface AppOptions {
  database: DatabaseHandle;
  siteDir?: string | undefined;
  logger?: boolean;
}

const apiPrefixes = ['/wps/', '/lgw/', '/healthz', '/docs'];

export async function buildApp({ database, siteDir, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: 64 * 1024 });

  app.get('/healthz', async (_request, reply) => {
    const ok = await database.ping().catch(() => false);
    return reply.code(ok ? 200 : 503).send({ success: ok, value: { database: database.engine, ok } });
  });

  const hasSite = siteDir !== undefined && existsSync(join(siteDir, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: siteDir,
      index: false,
      wildcard: false,
      cacheControl: false,
      // Hashed build output can be cached for a year; everything else is revalidated.
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes(`${join('/', 'assets', '/')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = apiPrefixes.some((p) => path.startsWith(p));
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html');
    // History-mode routing: every other GET for a page answers with the app, which renders the route.
    if (hasSite && request.method === 'GET' && !isApi && !looksLikeFile) {
      reply.header('cache-control', 'no-cache');
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).send({ success: false, code: 'not_found', message: `No route for ${request.method} ${path}` });
  });

  return app;
}
