import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { RichText } from './RichText';

describe('RichText', () => {
  it('renders sanitized markup: formatting and links stay, scripts and handlers go', () => {
    const { container } = renderUi(
      <RichText
        html={
          '<p>Hi <strong>there</strong> <a href="https://partner.test">promo</a></p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1">'
        }
      />,
    );
    expect(screen.getByText('there').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'promo' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('passes HTML props and its size to the root', () => {
    const { container } = renderUi(<RichText html="<p>x</p>" size="sm" aria-label="Notice" id="n1" />);
    const root = container.querySelector('[data-component="RichText"]');
    expect(root).toHaveAttribute('data-size', 'sm');
    expect(root).toHaveAttribute('id', 'n1');
  });
});
