import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { StatusBadge } from './StatusBadge';
import { statusBadgeTones, statusesByKind, statusKinds } from './StatusBadge.types';
import { statusLooks } from './statusLooks';

describe('StatusBadge', () => {
  it('shows the localized status with its tone and a decorative icon', () => {
    const { container } = renderUi(<StatusBadge kind="transaction" status="forcedReceived" />);
    const badge = container.querySelector('[data-component="StatusBadge"]')!;
    expect(badge).toHaveTextContent('強制受取済み');
    expect(badge).toHaveAttribute('data-tone', 'warning');
    expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('speaks every language it ships, and takes a label or no icon when asked', () => {
    const { container } = renderUi(<StatusBadge kind="bet" status="won" />, { lang: 'KO' });
    expect(container).toHaveTextContent('승리');
    const { container: other } = renderUi(<StatusBadge kind="bet" status="won" label="WIN" hasIcon={false} />);
    expect(other).toHaveTextContent('WIN');
    expect(other.querySelector('svg')).toBeNull();
  });

  it('has a tone and an icon for every status of every kind', () => {
    for (const kind of statusKinds) {
      const looks = statusLooks[kind] as Record<string, { tone: string } | undefined>;
      expect(Object.keys(looks).sort()).toEqual([...statusesByKind[kind]].sort());
      for (const status of statusesByKind[kind]) expect(statusBadgeTones).toContain(looks[status]!.tone);
    }
  });

  it('draws a tinted background and coloured text', () => {
    const { container } = renderUi(<StatusBadge kind="transaction" status="failed" />);
    const style = getComputedStyle(container.querySelector('[data-component="StatusBadge"]')!);
    expect(style.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    expect(style.color).not.toBe(style.backgroundColor);
  });
});
