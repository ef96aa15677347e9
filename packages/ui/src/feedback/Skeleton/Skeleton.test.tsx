import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and takes its size', () => {
    const { container } = renderUi(<Skeleton shape="rect" width={120} height="3rem" data-testid="s" />);
    const bone = container.querySelector<HTMLElement>('[data-component="Skeleton"]')!;
    expect(bone).toHaveAttribute('aria-hidden', 'true');
    expect(bone.getBoundingClientRect().width).toBe(120);
    expect(bone).toHaveAttribute('data-testid', 's');
  });

  it('draws text lines with a shorter last line, and circles round', () => {
    const { container } = renderUi(
      <div style={{ width: 200 }}>
        <Skeleton shape="text" lines={3} />
        <Skeleton shape="circle" width={40} />
      </div>,
    );
    const lines = container.querySelectorAll<HTMLElement>('[data-part="Line"]');
    expect(lines).toHaveLength(3);
    expect(lines[2]!.getBoundingClientRect().width).toBeLessThan(lines[0]!.getBoundingClientRect().width);
    const circle = container.querySelector<HTMLElement>('[data-shape="circle"]')!;
    expect(circle.getBoundingClientRect().height).toBe(40);
    expect(getComputedStyle(circle).borderRadius).not.toBe('0px');
  });

  it('shimmers with a light the compositor moves (transform), not a repainted background', () => {
    const { container } = renderUi(<Skeleton />);
    const bone = container.querySelector('[data-component="Skeleton"]')!;
    const light = getComputedStyle(bone, '::after');
    expect(light.animationName).not.toBe('none');
    expect(light.transform).not.toBe('none');
    expect(getComputedStyle(bone).animationName).toBe('none');
    expect(getComputedStyle(bone).overflow).toBe('hidden');
  });
});
