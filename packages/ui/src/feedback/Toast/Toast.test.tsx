import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { useToast } from './Toast.context';
import type { ToastApi } from './Toast.types';
import { ToastProvider } from './ToastProvider';

/** The visible toasts' texts (the live regions repeat them for screen readers, so plain text queries would too). */
const shown = () => screen.queryAllByRole('listitem').map((item) => item.textContent);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function Capture({ onApi }: { onApi: (api: ToastApi) => void }) {
  const api = useToast();
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  return null;
}

function setup(maxVisible?: number) {
  let api: ToastApi | undefined;
  renderUi(
    <ToastProvider maxVisible={maxVisible}>
      <Capture onApi={(value) => (api = value)} />
    </ToastProvider>,
    { lang: 'EN' },
  );
  return () => api!;
}

describe('Toast', () => {
  it('throws outside the provider', () => {
    function Lonely() {
      useToast();
      return null;
    }
    expect(() => renderUi(<Lonely />)).toThrow(/ToastProvider/);
  });

  it('shows a toast in a named region and announces it politely, errors assertively', () => {
    const api = setup();
    act(() => void api().toast({ tone: 'success', title: 'Deposit credited', description: '¥10,000' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('listitem')).toHaveAttribute('data-tone', 'success');
    expect(document.querySelector('[data-part="PoliteRegion"]')).toHaveTextContent('Deposit credited. ¥10,000');
    expect(region.querySelector('[aria-live]')).toBeNull();
    act(() => void api().toast({ tone: 'error', title: 'Network down' }));
    expect(document.querySelector('[data-part="AssertiveRegion"]')).toHaveTextContent('Network down');
  });

  it('stacks newest first and keeps at most maxVisible', () => {
    const api = setup(2);
    act(() => {
      api().toast({ title: 'one', durationMs: Infinity });
      api().toast({ title: 'two', durationMs: Infinity });
      api().toast({ title: 'three', durationMs: Infinity });
    });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['three', 'two']);
  });

  it('closes by its button, by dismiss(), and after its duration', async () => {
    const api = setup();
    let id = '';
    act(() => {
      api().toast({ title: 'stay', durationMs: Infinity });
      id = api().toast({ title: 'api', durationMs: Infinity });
      api().toast({ title: 'short', durationMs: 200 });
    });
    await waitFor(() => expect(shown()).toEqual(['api', 'stay']));
    act(() => api().dismiss(id));
    expect(shown()).toEqual(['stay']);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('pauses while hovered', async () => {
    const api = setup();
    act(() => void api().toast({ title: 'held', durationMs: 300 }));
    const item = screen.getByRole('listitem');
    await userEvent.hover(item);
    expect(screen.getByRole('region')).toHaveAttribute('data-paused');
    await sleep(500);
    expect(shown()).toEqual(['held']);
    await userEvent.unhover(item);
    await waitFor(() => expect(shown()).toEqual([]));
  });

  it('dismisses on a sideways swipe, not a short drag', () => {
    const api = setup();
    act(() => void api().toast({ title: 'swipe me', durationMs: Infinity }));
    const item = screen.getByRole('listitem');
    fireEvent.pointerDown(item, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 130, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 130, pointerId: 1 });
    expect(shown()).toEqual(['swipe me']);
    fireEvent.pointerDown(item, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 220, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 220, pointerId: 1 });
    expect(shown()).toEqual([]);
  });

  it('shows the same toast once: identical ones (tone, title, description) refresh the visible one instead of stacking', () => {
    const api = setup();
    const ids: string[] = [];
    act(() => {
      for (let i = 0; i < 3; i += 1) ids.push(api().toast({ tone: 'warning', title: 'Not registered', description: 'Register first', durationMs: Infinity }));
    });
    expect(shown()).toEqual(['Not registered' + 'Register first']);
    expect(new Set(ids).size).toBe(1);
    expect(screen.getByRole('listitem')).toHaveAttribute('data-repeats', '2');
    // Another tone, title or description is another toast.
    act(() => {
      api().toast({ tone: 'error', title: 'Not registered', description: 'Register first', durationMs: Infinity });
      api().toast({ tone: 'warning', title: 'Not registered', durationMs: Infinity });
    });
    expect(shown()).toHaveLength(3);
    // Once closed, the same toast shows anew.
    act(() => api().dismiss(ids[0]!));
    expect(shown()).toHaveLength(2);
    let again = '';
    act(() => void (again = api().toast({ tone: 'warning', title: 'Not registered', description: 'Register first', durationMs: Infinity })));
    expect(again).not.toBe(ids[0]);
    expect(shown()).toHaveLength(3);
    // Toasts with elements are never taken for one another.
    act(() => {
      api().dismissAll();
      api().toast({ title: <b>rich</b>, durationMs: Infinity });
      api().toast({ title: <b>rich</b>, durationMs: Infinity });
    });
    expect(shown()).toEqual(['rich', 'rich']);
  });

  it('a repeated toast starts its time again', async () => {
    const api = setup();
    act(() => void api().toast({ title: 'again', durationMs: 1000 }));
    await sleep(600);
    act(() => void api().toast({ title: 'again', durationMs: 1000 }));
    await sleep(600);
    // 1.2 s after the first, past its own time: the refreshed one is still there, alone.
    expect(shown()).toEqual(['again']);
    await waitFor(() => expect(shown()).toEqual([]), { timeout: 2000 });
  });
});
