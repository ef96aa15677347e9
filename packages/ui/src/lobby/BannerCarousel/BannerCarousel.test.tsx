import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { sampleArt } from '../shared/lobby.fixtures';
import { BannerCarousel } from './BannerCarousel';
import type { BannerSlide } from './BannerCarousel.types';

const slides: BannerSlide[] = [0, 1, 2].map((n) => ({ id: `b${n}`, imageSrc: sampleArt(n), alt: `Promotion ${n + 1}`, href: `/promoDetail?id=${n}` }));
const active = () => document.querySelector('[data-part="Slide"][data-active]')!;

describe('BannerCarousel', () => {
  it('is a named carousel of slides; hidden slides are inert', () => {
    renderUi(<BannerCarousel slides={slides} isAutoPlay={false} />, { lang: 'EN' });
    expect(screen.getByRole('region', { name: 'Featured' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Promotion 1' })).toHaveAttribute('href', '/promoDetail?id=0');
  });

  it('moves with next, previous and the slide pickers, wrapping around', async () => {
    const onIndexChange = vi.fn();
    renderUi(<BannerCarousel slides={slides} isAutoPlay={false} onIndexChange={onIndexChange} />, { lang: 'EN' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
    await userEvent.click(screen.getByRole('button', { name: 'Slide 2' }));
    expect(screen.getByRole('button', { name: 'Slide 2' })).toHaveAttribute('aria-current', 'true');
    expect(active()).toHaveAccessibleName('2 of 3');
  });

  it('rotates by itself, and the stop control stops it (live region polite when stopped)', async () => {
    renderUi(<BannerCarousel slides={slides} intervalMs={120} />, { lang: 'EN' });
    const track = document.querySelector('[data-part="Track"]')!;
    expect(track).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(active()).toHaveAccessibleName('2 of 3'), { timeout: 1000 });
    screen.getByRole('button', { name: 'Stop the slide show' }).click();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start the slide show' })).toBeInTheDocument());
    const shown = active().getAttribute('aria-label');
    await new Promise((r) => setTimeout(r, 300));
    expect(active().getAttribute('aria-label')).toBe(shown);
  });

  it('reports link clicks as in-app navigation', async () => {
    const onNavigate = vi.fn();
    renderUi(<BannerCarousel slides={slides} isAutoPlay={false} onNavigate={onNavigate} />, { lang: 'EN' });
    await userEvent.click(screen.getByRole('link', { name: 'Promotion 1' }));
    expect(onNavigate).toHaveBeenCalledWith('/promoDetail?id=0');
  });

  it('renders artwork slides as real text named by their title, with no picture', async () => {
    const onNavigate = vi.fn();
    const art: BannerSlide[] = [
      { id: 'a0', art: { title: 'Weekend reload bonus', seed: 0 }, href: '/noticePage' },
      { id: 'a1', art: { title: 'ライブバカラ開設のお知らせ', seed: 6 } },
      slides[2]!,
    ];
    renderUi(<BannerCarousel slides={art} isAutoPlay={false} onNavigate={onNavigate} />, { lang: 'EN' });
    const first = active();
    expect(first.querySelector('img')).toBeNull();
    expect(screen.getByText('Weekend reload bonus')).toBeVisible();
    expect(first.querySelector('[data-part="Art"]')).toHaveAttribute('data-tone', '0');
    const link = screen.getByRole('link', { name: 'Weekend reload bonus' });
    await userEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/noticePage');
    // The pictures' shape: 16:9 on phones, 16:5 from tablets up.
    const box = first.querySelector('[data-part="Art"]')!.getBoundingClientRect();
    expect(box.width / box.height).toBeCloseTo(matchMedia('(max-width: 767px)').matches ? 16 / 9 : 16 / 5, 1);

    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(active().querySelector('[data-part="Art"]')).toHaveAttribute('data-tone', '1');
    expect(active()).toHaveTextContent('ライブバカラ開設のお知らせ');
    expect(active().querySelector('a')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(active().querySelector('img')).toHaveAttribute('alt', 'Promotion 3');
  });

  it('shows one slide without controls', () => {
    renderUi(<BannerCarousel slides={slides.slice(0, 1)} />, { lang: 'EN' });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
