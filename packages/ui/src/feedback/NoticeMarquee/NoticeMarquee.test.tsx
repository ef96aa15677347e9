import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { NoticeMarquee } from './NoticeMarquee';
import { userEvent as browserUserEvent } from 'vitest/browser';

const notices = [
  { id: 'a', title: 'Alpha' },
  { id: 'b', title: 'Bravo' },
  { id: 'c', title: 'Charlie' },
];

describe('NoticeMarquee', () => {
  it('is a named region whose titles are read once: the loop copy is hidden and inert', () => {
    renderUi(<NoticeMarquee notices={notices} />, { lang: 'EN' });
    const region = screen.getByRole('region', { name: 'Notices' });
    expect(within(region).getAllByRole('list')).toHaveLength(1);
    expect(within(region).getAllByRole('button', { name: 'Alpha' })).toHaveLength(1);
    const copy = region.querySelector('ul[aria-hidden="true"]')!;
    expect(copy).toHaveAttribute('inert');
    expect(region.querySelector('[data-part="Track"]')).toHaveStyle({ animationIterationCount: 'infinite' });
  });

  it('selects on click', async () => {
    const onSelect = vi.fn();
    renderUi(<NoticeMarquee notices={notices} onSelect={onSelect} />);
    await userEvent.click(within(screen.getByRole('list')).getByRole('button', { name: 'Bravo' }));
    expect(onSelect).toHaveBeenCalledWith('b');
  });

  it('steps one at a time with motion="none", wrapping around', async () => {
    const onSelect = vi.fn();
    renderUi(<NoticeMarquee notices={notices} motion="none" onSelect={onSelect} />, { lang: 'EN' });
    const region = screen.getByRole('region');
    expect(within(region).queryByRole('list')).toBeNull();
    await userEvent.click(within(region).getByRole('button', { name: 'Previous notice' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Charlie' }));
    expect(onSelect).toHaveBeenCalledWith('c');
    await userEvent.click(within(region).getByRole('button', { name: 'Next notice' }));
    expect(within(region).getByRole('button', { name: 'Alpha' })).toBeVisible();
  });

  it('switches to stepping when keyboard focus arrives and back when it leaves', async () => {
    renderUi(
      <>
        <NoticeMarquee notices={notices} />
        <button type="button">after</button>
      </>,
    );
    const region = screen.getByRole('region');
    // A real key press (Playwright), so :focus-visible matches the way it does for a keyboard user.
    await browserUserEvent.keyboard('{Tab}');
    await waitFor(() => expect(region).toHaveAttribute('data-stepping'));
    await waitFor(() => expect(region.querySelector('[data-part="CurrentItem"]')).toHaveFocus());
    // Tab through the stepping controls (their number is the component's business) until focus leaves.
    const after = screen.getByRole('button', { name: 'after' });
    for (let i = 0; i < 8 && document.activeElement !== after; i += 1) await browserUserEvent.keyboard('{Tab}');
    expect(after).toHaveFocus();
    await waitFor(() => expect(region).not.toHaveAttribute('data-stepping'));
  });

  it('renders nothing without notices', () => {
    const { container } = renderUi(<NoticeMarquee notices={[]} />);
    expect(container.querySelector('[data-component="NoticeMarquee"]')).toBeNull();
  });
});
