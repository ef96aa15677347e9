/**
 * A banner notice (type B) as a carousel slide. Notices carry a title and rich HTML but no art field, so the slide is
 * the first picture of the notice's HTML when it has one, otherwise artwork the carousel renders in HTML/CSS: the
 * notice's title as real text on a backdrop (hue from the slide's position). Either way the slide is named by the
 * title and leads to the notice page.
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

const bannerId = (notice: Notice, index: number) => String(notice.id ?? `notice-${index}`);

/** The notice as a slide: its own picture (the title as alt text), else artwork of its title seeded by `index`. */
export function bannerSlide(notice: Notice, index: number): BannerSlide {
  const id = bannerId(notice, index);
  const picture = firstImageOf(notice.content);
  if (picture) return { id, imageSrc: picture, alt: notice.title, href: '/noticePage' };
  return { id, art: { title: notice.title, seed: index }, href: '/noticePage' };
}
