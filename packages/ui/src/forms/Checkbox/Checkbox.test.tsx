import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a native checkbox toggled by its label and the space bar', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<Checkbox onChange={onChange}>Remember me</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    await user.click(screen.getByText('Remember me'));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('does not toggle when a link in the label is followed', async () => {
    renderUi(
      <Checkbox>
        I agree to the{' '}
        <a href="#terms" onClick={(event) => event.preventDefault()}>
          terms
        </a>
      </Checkbox>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'terms' }));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('shows the mixed state and keeps it while the prop says so', async () => {
    const { rerender } = renderUi(<Checkbox indeterminate>All</Checkbox>);
    const box = screen.getByRole('checkbox');
    expect(box).toBePartiallyChecked();
    rerender(<Checkbox indeterminate={false}>All</Checkbox>);
    expect(box).not.toBePartiallyChecked();
  });

  it('is described by its description and error', () => {
    renderUi(
      <Checkbox description="Not on shared devices" error="Please agree">
        Remember me
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Not on shared devices Please agree');
  });

  it('works with react-hook-form register()', async () => {
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ agree: boolean }>({ defaultValues: { agree: true } });
      return (
        <form onSubmit={(event) => void handleSubmit(onValid)(event)}>
          <Checkbox {...register('agree')}>Agree</Checkbox>
          <button type="submit">Go</button>
        </form>
      );
    }
    const user = userEvent.setup();
    renderUi(<Form />);
    expect(screen.getByRole('checkbox')).toBeChecked();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button'));
    expect(onValid).toHaveBeenCalledWith({ agree: false }, expect.anything());
  });
});
