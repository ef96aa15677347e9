/** Generated SVG art for games and vendors (no binary images): colours and motif from the game's id and category. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db';
import { gameVendors, games } from '../db/schema';
import { hashString } from '../seed/catalogue';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const MOTIFS: Record<string, string> = {
  slot: '<g fill="#fff" fill-opacity=".92"><rect x="-54" y="-30" width="32" height="44" rx="6"/><rect x="-16" y="-30" width="32" height="44" rx="6"/><rect x="22" y="-30" width="32" height="44" rx="6"/></g><g font-weight="900" font-size="30" text-anchor="middle" fill="#d2283a" font-family="Georgia,serif"><text x="-38" y="3">7</text><text x="0" y="3">7</text><text x="38" y="3">7</text></g>',
  cards: '<g transform="rotate(-12)"><rect x="-40" y="-36" width="42" height="60" rx="6" fill="#fff"/><text x="-19" y="2" text-anchor="middle" font-size="26" fill="#c21f39">♥</text></g><g transform="rotate(10)"><rect x="-2" y="-36" width="42" height="60" rx="6" fill="#fff"/><text x="19" y="2" text-anchor="middle" font-size="26" fill="#111">♠</text></g>',
  fish: '<g fill="#fff" fill-opacity=".92"><path d="M-44 0c18-26 52-26 70 0-18 26-52 26-70 0z"/><path d="M26 0l24-18v36z"/></g><circle cx="-26" cy="-5" r="5" fill="#123"/>',
  balls: '<g font-size="18" font-weight="700" text-anchor="middle"><circle cx="-34" cy="0" r="17" fill="#fff"/><text x="-34" y="6" fill="#c21f39">8</text><circle cx="0" cy="-8" r="17" fill="#ffd34d"/><text x="0" y="-2" fill="#333">3</text><circle cx="34" cy="0" r="17" fill="#fff"/><text x="34" y="6" fill="#1d5fd1">5</text></g>',
  chips: '<g><circle r="30" fill="#fff"/><circle r="22" fill="none" stroke="#c21f39" stroke-width="8" stroke-dasharray="8 6"/><circle r="12" fill="#c21f39"/></g>',
  ball: '<g><circle r="30" fill="#fff"/><path d="M0-30v60M-30 0h60" stroke="#333" stroke-width="3"/><circle r="10" fill="#333"/></g>',
  hex: '<path d="M0-32l28 16v32L0 32-28 16v-32z" fill="#fff" fill-opacity=".92"/><path d="M0-16l14 8v16L0 16-14 8V-8z" fill="#f5a623"/>',
};

const motifFor = (category: string, demo: string): string =>
  category === 'LOTT' || category === 'ELOTT'
    ? MOTIFS.balls!
    : category === 'PVP'
      ? MOTIFS.chips!
      : category === 'SPORTS' || category === 'ESPORTS' || category === 'COCKFIGHT'
        ? MOTIFS.ball!
        : category === 'BLOCKCHAIN'
          ? MOTIFS.hex!
          : demo === 'fish'
            ? MOTIFS.fish!
            : demo === 'baccarat'
              ? MOTIFS.cards!
              : MOTIFS.slot!;

/** Wrap a title over at most two lines of about `width` characters. */
function lines(text: string, width: number): string[] {
  const words = text.split(' ');
  const out: string[] = [''];
  for (const word of words) {
    const last = out[out.length - 1] ?? '';
    if (last && (last + ' ' + word).length > width) out.push(word);
    else out[out.length - 1] = last ? `${last} ${word}` : word;
  }
  return out.slice(0, 2);
}

export function gameSvg(game: { id: number; name: string; vendor: string; category: string; demo: string }, small: boolean): string {
  const h = hashString(`${game.vendor}:${game.id}`);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >> 9) % 80)) % 360;
  const [w, ht] = small ? [160, 160] : [320, 220];
  const title = lines(game.name, small ? 14 : 22)
    .map((line, i) => `<text x="${w / 2}" y="${(small ? 128 : 176) + i * (small ? 16 : 22)}" text-anchor="middle" font-size="${small ? 14 : 19}" font-weight="700" fill="#fff">${esc(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${ht}" width="${w}" height="${ht}" role="img" aria-label="${esc(game.name)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 42%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 22%)"/></linearGradient><radialGradient id="r" cx=".5" cy=".35" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="${w}" height="${ht}" rx="${small ? 20 : 16}" fill="url(#g)"/><rect width="${w}" height="${ht}" rx="${small ? 20 : 16}" fill="url(#r)"/><g transform="translate(${w / 2} ${small ? 62 : 84}) scale(${small ? 0.9 : 1.2})">${motifFor(game.category, game.demo)}</g><g font-family="system-ui,'Segoe UI',Roboto,'Noto Sans',sans-serif">${title}<text x="${w - 10}" y="20" text-anchor="end" font-size="11" font-weight="700" fill="#fff" fill-opacity=".8">${esc(game.vendor)}</text></g></svg>`;
}

export function vendorSvg(code: string, name: string): string {
  const hue = hashString(code) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80" width="200" height="80" role="img" aria-label="${esc(name)}"><rect width="200" height="80" rx="14" fill="hsl(${hue} 55% 28%)"/><text x="100" y="42" text-anchor="middle" font-family="system-ui,sans-serif" font-size="26" font-weight="800" fill="#fff">${esc(code.replace(/_/g, ' '))}</text><text x="100" y="64" text-anchor="middle" font-family="system-ui,sans-serif" font-size="12" fill="#fff" fill-opacity=".8">${esc(name)}</text></svg>`;
}

export function registerArtRoutes(app: FastifyInstance, db: Database): void {
  const send = (reply: FastifyReply, svg: string) => reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  app.get<{ Params: { file: string }; Querystring: { size?: string } }>('/art/game/:file', async (request, reply) => {
    const match = /^(\d{1,9})\.svg$/.exec(request.params.file);
    const [row] = match ? await db.select({ id: games.id, name: games.name, vendor: games.vendor, category: games.category, demo: games.demo }).from(games).where(eq(games.id, Number(match[1]))) : [];
    if (!row) return reply.code(404).send({ success: false, code: 'not_found', message: 'no such game' });
    return send(reply, gameSvg(row, request.query.size === 'small'));
  });
  app.get<{ Params: { file: string } }>('/art/vendor/:file', async (request, reply) => {
    const match = /^([A-Z0-9_]{1,40})\.svg$/.exec(request.params.file);
    const [row] = match ? await db.select().from(gameVendors).where(eq(gameVendors.code, match[1] ?? '')) : [];
    if (!row) return reply.code(404).send({ success: false, code: 'not_found', message: 'no such vendor' });
    return send(reply, vendorSvg(row.code, row.name));
  });
}
