import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderUi } from '../../test/render';
import { NotificationModal } from './NotificationModal';
import type { NotificationItem } from './NotificationModal.types';

const notices: NotificationItem[] = Array.from({ length: 20 }, (_, i) => ({
  id: `n${i + 1}`,
  title: `Notice ${i + 1}`,
  content: `<p>Body ${i + 1}</p><script>window.pwned = 1</script>`,
  date: Date.UTC(2025, 0, 31 - i, 15, 4, 5),
  isRead: i !== 0,
}));

describe('NotificationModal', () => {
  afterEach(async () => {
    await page.viewport(414, 896);
  });

  it('lists 9 notices per page with localized pagination and shows the newest by default', async () => {
    await page.viewport(1024, 768);
    renderUi(<NotificationModal defaultOpen notices={notices} timeZone="UTC" />, { lang: 'EN' });
    const dialog = screen.getByRole('dialog', { name: 'Notices' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(9);
    expect(within(dialog).getByRole('article', { name: 'Notice 1' })).toHaveTextContent('Body 1');
    expect(within(dialog).getByText('2025-01-31 15:04:05', { selector: 'article time' })).toBeInTheDocument();
    expect(within(dialog).getAllByText('Unread')).toHaveLength(1);
    expect(dialog.querySelector('script')).toBeNull();
    expect(within(dialog).getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('opens on the page of the selected notice and reports picks', async () => {
    await page.viewport(1024, 768);
    const onSelectedIdChange = vi.fn();
    renderUi(
      <NotificationModal
        defaultOpen
        notices={notices}
        defaultSelectedId="n12"
        onSelectedIdChange={onSelectedIdChange}
      />,
      { lang: 'EN' },
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { current: true })).toHaveTextContent('Notice 12');
    await userEvent.click(within(dialog).getByRole('button', { name: /Notice 14/ }));
    expect(onSelectedIdChange).toHaveBeenCalledWith('n14');
    expect(within(dialog).getByRole('article', { name: 'Notice 14' })).toBeInTheDocument();
  });

  it('follows a controlled selectedId', () => {
    const { rerender } = renderUi(<NotificationModal open notices={notices} selectedId="n2" />);
    expect(screen.getByRole('article', { name: 'Notice 2' })).toBeInTheDocument();
    rerender(<NotificationModal open notices={notices} selectedId="n3" />);
    expect(screen.getByRole('article', { name: 'Notice 3' })).toBeInTheDocument();
  });

  it('makes list and detail two steps on phones, with a back button', async () => {
    await page.viewport(360, 740);
    renderUi(<NotificationModal defaultOpen notices={notices} />, { lang: 'EN' });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('article')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: /Notice 4/ }));
    await waitFor(() => expect(within(dialog).getByRole('article', { name: 'Notice 4' })).toHaveFocus());
    expect(within(dialog).queryByRole('list')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to notices' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Notice 4/ })).toHaveFocus());
  });

  it('says so when there are no notices', () => {
    renderUi(<NotificationModal defaultOpen notices={[]} />, { lang: 'EN' });
    expect(screen.getByText('There are no notices right now')).toBeInTheDocument();
  });
});
