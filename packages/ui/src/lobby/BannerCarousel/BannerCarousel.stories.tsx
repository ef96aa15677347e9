import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BannerCarousel } from './BannerCarousel';
import type { BannerSlide } from './BannerCarousel.types';
import { storyT } from '../../test/storyText';

function bannerArt(hue: number, wide: boolean): string {
  const [w, h] = wide ? [1600, 500] : [800, 450];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 35%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 75% 18%)"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w * 0.78}" cy="${h * 0.5}" r="${h * 0.36}" fill="hsl(${hue} 90% 70% / .35)"/><rect x="${w * 0.08}" y="${h * 0.36}" width="${w * 0.4}" height="${h * 0.1}" rx="${h * 0.05}" fill="hsl(0 0% 100% / .8)"/><rect x="${w * 0.08}" y="${h * 0.54}" width="${w * 0.26}" height="${h * 0.07}" rx="${h * 0.035}" fill="hsl(0 0% 100% / .5)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const slides: BannerSlide[] = [
  {
    id: 'welcome',
    imageSrc: bannerArt(28, true),
    mobileImageSrc: bannerArt(28, false),
    alt: 'Welcome bonus 100%',
    href: '/promoDetail?id=1',
  },
  {
    id: 'slots',
    imageSrc: bannerArt(200, true),
    mobileImageSrc: bannerArt(200, false),
    alt: 'Slots tournament',
    href: '/promoDetail?id=2',
  },
  {
    id: 'live',
    imageSrc: bannerArt(280, true),
    mobileImageSrc: bannerArt(280, false),
    alt: 'Live casino cashback',
    href: '/promoDetail?id=3',
  },
];

/** Banners with no picture: the carousel renders the title as text on a CSS backdrop (hue from the seed). */
const artSlides: BannerSlide[] = [
  { id: 'reload', art: { title: '週末リロードボーナス 最大50%', seed: 0 }, href: '/noticePage' },
  { id: 'maintenance', art: { title: 'Scheduled maintenance on Tuesday', seed: 1 }, href: '/noticePage' },
  {
    id: 'baccarat',
    art: {
      title:
        'ライブバカラ新テーブル開設のお知らせ：本日より全テーブルでプレイいただけます。詳しくはお知らせページをご覧ください',
      seed: 2,
    },
    href: '/noticePage',
  },
];

const meta = {
  title: 'Games/BannerCarousel',
  component: BannerCarousel,
  tags: ['vrt', 'any-locale'],
  args: { slides, onNavigate: fn(), onIndexChange: fn(), isAutoPlay: false },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'], args: { isAutoPlay: true } };

/** Previous / next, slide pickers, and a stop-and-start control (still for screenshots: autoplay off). */
export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'lobby');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('banner.next') }));
    await expect(args.onIndexChange).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: t('banner.goTo', { index: 1 }) }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Rotates every 5 s until stopped; pauses while hovered or focused; never starts by itself under reduced motion. */
export const AutoPlay: Story = { tags: ['!vrt'], args: { isAutoPlay: true } };

export const SingleSlide: Story = { args: { slides: slides.slice(0, 1) } };

export const OnPhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** Artwork slides: real text (2 lines at most, then an ellipsis; 3 on phones) on a gradient with two circles and a bar. */
export const Artwork: Story = {
  args: { slides: artSlides },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    // The artwork's words are the fixture's own (a brand's copy, not the kit's): the same under every locale.
    await expect(canvas.getByRole('link', { name: artSlides[0]!.art!.title })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const ArtworkOnPhone: Story = {
  args: { slides: artSlides.slice(2) },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
