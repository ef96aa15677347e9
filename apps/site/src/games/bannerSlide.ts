/**
 * A banner notice (type B) as a carousel slide. Notices carry a title and rich HTML but no art field, so the slide is
 * the first picture of the notice's HTML when it has one, otherwise the notice's title drawn on a backdrop in the
 * site's own font (bannerArt.ts). The alt text is the title either way; the slide leads to the notice page.
 */
import type { Notice } from '@croupier/contract';
import type { BannerSlide } from '@croupier/ui';

/** The first <img src> of the HTML that is an http(s) address or a path on this site. */
export function firstImageOf(html: string): string | undefined {
  const match = /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]+)"|'([^']+)')/i.exec(html);
  const src = (match?.[1] ?? match?.[2])?.trim();
  if (!src) return undefined;
  return /^(https:\/\/|\/(?!\/))/i.test(src) ? src : undefined;
}

/** Lines of at most `width` characters (wide scripts count double), at most `lines` of them. */
export function wrapTitle(title: string, width = 28, lines = 2): string[] {
  const cost = (s: string) => [...s].reduce((n, ch) => n + (/[\u1100-\uffff]/.test(ch) ? 2 : 1), 0);
  const words = /\s/.test(title.trim()) ? title.trim().split(/\s+/) : [...title.trim()];
  const joiner = /\s/.test(title.trim()) ? ' ' : '';
  const out: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line}${joiner}${word}` : word;
    if (cost(next) > width && line) {
      out.push(line);
      line = word;
    } else line = next;
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]!.replace(/.$/u, '')}…`;
  return kept;
}

/** The notice as a slide: its own picture, else the drawn `art` (see bannerArt.ts); null while neither exists. */
export function bannerSlide(notice: Notice, index: number, art?: { wide: string; narrow?: string }): BannerSlide | null {
  const picture = firstImageOf(notice.content);
  const imageSrc = picture ?? art?.wide;
  if (!imageSrc) return null;
  const mobileImageSrc = picture ? undefined : art?.narrow;
  return { id: bannerId(notice, index), imageSrc, ...(mobileImageSrc ? { mobileImageSrc } : {}), alt: notice.title, href: '/noticePage' };
}

export const bannerId = (notice: Notice, index: number) => String(notice.id ?? `notice-${index}`);
