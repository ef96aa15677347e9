import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { Select } from './Select';

const options = [
  { value: 'JA', label: '日本語' },
  { value: 'EN', label: 'English' },
  { value: 'KO', label: '한국어', disabled: true },
];

describe('Select', () => {
  it('starts on the localized placeholder and changes with the user', async () => {
    const onChange = vi.fn();
    renderUi(<Select label="Language" options={options} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('');
    expect(within(select).getByRole('option', { name: '選択してください' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: '한국어' })).toBeDisabled();
    await userEvent.selectOptions(select, 'EN');
    expect(select).toHaveValue('EN');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('uses a custom placeholder, or none', () => {
    const { rerender } = renderUi(<Select label="Language" options={options} placeholder="Pick one" />);
    expect(screen.getByRole('option', { name: 'Pick one' })).toBeInTheDocument();
    rerender(<Select label="Language" options={options} placeholder={null} />);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('combobox')).toHaveValue('JA');
  });

  it('locks the placeholder once a value is required, and accepts option children', () => {
    renderUi(
      <Select label="Language" required>
        <option value="JA">日本語</option>
      </Select>,
    );
    expect(screen.getByRole('option', { name: '選択してください' })).toBeDisabled();
    expect(screen.getByRole('combobox')).toBeRequired();
  });

  it('links hint and error', () => {
    renderUi(<Select label="Language" options={options} hint="Menus and messages" error="Choose one" />);
    const select = screen.getByRole('combobox');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Menus and messages Choose one');
  });

  it('works with react-hook-form register() and defaultValues', async () => {
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ language: string }>({ defaultValues: { language: 'EN' } });
      return (
        <form onSubmit={(event) => void handleSubmit(onValid)(event)}>
          <Select label="Language" options={options} {...register('language')} />
          <button type="submit">Go</button>
        </form>
      );
    }
    renderUi(<Form />);
    expect(screen.getByRole('combobox')).toHaveValue('EN');
    await userEvent.selectOptions(screen.getByRole('combobox'), 'JA');
    await userEvent.click(screen.getByRole('button'));
    expect(onValid).toHaveBeenCalledWith({ language: 'JA' }, expect.anything());
  });
});
