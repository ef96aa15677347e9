/**
 * The lobby's hall pages rendered with their games when they are asked for (docs/decisions/0012). The site's build
 * prerenders them without data (it cannot know the games); its prerenderer module (`SITE_RENDERER`, the build's
 * `.prerender/prerender.js`) renders them again here with the first page of games, which the platform serves to itself
 * in-process. Each page is kept for `ttlMs` and rendered again in the background after that (the visitor who finds it
 * old still gets it at once); a page that cannot be rendered is the build's page, as without a renderer.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** `renderRequestPage` of the site's prerenderer (apps/site/src/prerender.tsx). */
export type RenderSitePage = (path: string, source: { template: string; siteDir: string; fetch: FetchLike }) => Promise<string | null>;

/** The site's renderer from its prerenderer module, or undefined when there is none (a site built elsewhere). */
export async function loadSiteRenderer(modulePath: string | undefined): Promise<RenderSitePage | undefined> {
  if (!modulePath || !existsSync(modulePath)) return undefined;
  const module = (await import(pathToFileURL(modulePath).href)) as { renderRequestPage?: RenderSitePage };
  return typeof module.renderRequestPage === 'function' ? module.renderRequestPage : undefined;
}

export interface RenderedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

interface Entry {
  page: RenderedPage | null;
  at: number;
  refreshing: Promise<RenderedPage | null> | null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The platform's own API as `fetch` (app.inject: no socket, no port), for the renderer's data client. */
export function inProcessFetch(app: FastifyInstance): FetchLike {
  return async (input, init) => {
    const url = new URL(input);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const answer = await app.inject({
      method: (init.method ?? 'GET') as HTTPMethods,
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    const hasBody = answer.statusCode !== 204 && answer.statusCode !== 304;
    return new Response(hasBody ? new Uint8Array(answer.rawPayload) : null, { status: answer.statusCode, headers: responseHeaders });
  };
}

export interface SitePages {
  /** The page of `path` rendered with its data (at most `ttlMs` old, or being renewed), or null: serve `file` itself. */
  get(path: string, file: string): Promise<RenderedPage | null>;
  /** Renders the pages one after the other (at start: the first visitor does not wait), until `stop()` says so. */
  warm(pages: ReadonlyArray<readonly [path: string, file: string]>, stop: () => boolean): Promise<void>;
}

export function sitePages(options: {
  render: RenderSitePage;
  siteDir: string;
  /** The build's page of a path (`<name>.prerendered.html`), read once. */
  template: (file: string) => string;
  fetch: FetchLike;
  now: () => number;
  ttlMs?: number;
  onError: (path: string, error: unknown) => void;
}): SitePages {
  const { render, siteDir, template, fetch, now, ttlMs = 30_000, onError } = options;
  const entries = new Map<string, Entry>();
  const renderNow = async (path: string, file: string): Promise<RenderedPage | null> => {
    try {
      const html = await render(path, { template: template(file), siteDir, fetch });
      if (html === null) return null;
      const raw = Buffer.from(html, 'utf8');
      const [br, gz] = await Promise.all([brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }), gzipAsync(raw, { level: 6 })]);
      return { html: raw, br, gzip: gz };
    } catch (error) {
      onError(path, error);
      return null;
    }
  };
  const refresh = (path: string, file: string, entry: Entry): Promise<RenderedPage | null> => {
    entry.refreshing ??= renderNow(path, file).then((page) => {
      // A failed renewal keeps the page it had (its data is at most a renewal old), and tries again next time.
      if (page || !entry.page) entry.page = page;
      entry.at = now();
      entry.refreshing = null;
      return entry.page;
    });
    return entry.refreshing;
  };
  return {
    async get(path, file) {
      let entry = entries.get(path);
      if (!entry) {
        entry = { page: null, at: 0, refreshing: null };
        entries.set(path, entry);
        return refresh(path, file, entry);
      }
      if (now() - entry.at >= ttlMs) {
        const renewed = refresh(path, file, entry);
        if (!entry.page) return renewed;
      }
      return entry.refreshing && !entry.page ? entry.refreshing : entry.page;
    },
    async warm(pages, stop) {
      for (const [path, file] of pages) {
        if (stop()) return;
        await this.get(path, file);
      }
    },
  };
}

/** The encoding of a rendered page the request takes: brotli, gzip, or none. */
export function pageEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}
