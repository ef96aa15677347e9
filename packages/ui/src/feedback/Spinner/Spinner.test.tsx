import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces the localized loading label in the current language', () => {
    renderUi(<Spinner />, { lang: 'EN' });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('takes a custom label, or none', () => {
    const { container } = renderUi(
      <>
        <Spinner label="Fetching balance" />
        <Spinner label={null} />
      </>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'Fetching balance' })).toBeInTheDocument();
    expect(container.querySelectorAll('[aria-hidden="true"][data-component="Spinner"]')).toHaveLength(1);
  });
});
