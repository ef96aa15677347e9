import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled by its visible label and described by its hint, then its error', () => {
    const { rerender } = renderUi(<TextField label="Username" hint="4 to 16 letters" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAccessibleDescription('4 to 16 letters');
    expect(input).not.toHaveAttribute('aria-invalid');

    rerender(<TextField label="Username" hint="4 to 16 letters" error="Too short" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('4 to 16 letters Too short');
    // The message sits in a polite live region, so it is announced when it appears.
    expect(screen.getByText('Too short').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps a caller id and aria-describedby', () => {
    renderUi(
      <>
        <p id="extra">Extra</p>
        <TextField id="user" label="Username" hint="Hint" aria-describedby="extra" />
      </>,
    );
    const input = screen.getByLabelText('Username');
    expect(input).toHaveAttribute('id', 'user');
    expect(input).toHaveAccessibleDescription('Extra Hint');
  });

  it('marks required fields with the localized word and optional ones with a tag', () => {
    const { rerender } = renderUi(<TextField label="Username" required />);
    expect(screen.getByRole('textbox', { name: 'Username 必須' })).toBeRequired();
    rerender(<TextField label="Username" isOptional />);
    expect(screen.getByText('任意')).toBeVisible();
    expect(screen.getByRole('textbox')).not.toBeRequired();
  });

  it('reveals and hides a password with a toggle button in the current language', async () => {
    const user = userEvent.setup();
    const { container } = renderUi(<TextField label="Password" type="password" />, { lang: 'EN' });
    const input = container.querySelector('input')!;
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('type', 'button');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('disables the reveal toggle with the field', () => {
    renderUi(<TextField label="Password" type="password" disabled />);
    expect(screen.getByRole('button')).toBeDisabled();
  });

  it('renders the end adornment inside the field and passes input props through', async () => {
    const onChange = vi.fn();
    renderUi(
      <TextField
        label="Code"
        endAdornment={<button type="button">Send</button>}
        onChange={onChange}
        inputMode="numeric"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: 'Send' }).closest('[data-part="Control"]')).toContainElement(input);
    await userEvent.type(input, '12');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('works with react-hook-form register()', async () => {
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm<{ username: string }>({ defaultValues: { username: '' } });
      return (
        <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
          <TextField
            label="Username"
            error={formState.errors.username?.message}
            {...register('username', { required: 'Required!' })}
          />
          <button type="submit">Go</button>
        </form>
      );
    }
    const user = userEvent.setup();
    renderUi(<Form />);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Required!')).toBeVisible();
    expect(screen.getByRole('textbox')).toHaveFocus();
    await user.type(screen.getByRole('textbox'), 'player01');
    expect(screen.queryByText('Required!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onValid).toHaveBeenCalledWith({ username: 'player01' }, expect.anything());
  });
});
