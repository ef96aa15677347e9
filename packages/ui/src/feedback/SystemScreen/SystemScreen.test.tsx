import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { SystemScreen } from './SystemScreen';

describe('SystemScreen', () => {
  it('maintenance: title, heading, message and Contact Us', async () => {
    const onContactUs = vi.fn();
    renderUi(<SystemScreen variant="maintenance" onContactUs={onContactUs} />, { lang: 'EN' });
    expect(screen.getByRole('heading', { level: 1, name: 'RESTRICTION OF VISIT' })).toBeInTheDocument();
    expect(screen.getByText('System Maintenance')).toBeInTheDocument();
    expect(screen.getByText(/under maintenance/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('System Maintenance'));
    await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
    expect(onContactUs).toHaveBeenCalled();
  });

  it('restricted: shows the IP and country and says they are not allowed', () => {
    renderUi(<SystemScreen variant="restricted" ip="198.51.100.7" country="France" hasDocumentTitle={false} />, { lang: 'EN' });
    expect(screen.getByText('198.51.100.7')).toBeInTheDocument();
    expect(screen.getByText('France')).toBeInTheDocument();
    expect(screen.getByText(/location or IP address is not allowed/)).toBeInTheDocument();
  });
});
