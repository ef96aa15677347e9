import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LanguagePicker } from './LanguagePicker';
import { languagePickerAligns, languagePickerVariants, type LanguagePickerProps } from './LanguagePicker.types';
import { storyT } from '../../test/storyText';

const offered = ['JA', 'EN', 'CN', 'KO', 'TH', 'VI', 'ID'];

/** Keeps the picked language, so the stories behave like the header. */
function Stateful(args: LanguagePickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <LanguagePicker
      {...args}
      value={value}
      onChange={(code) => {
        setValue(code);
        args.onChange?.(code);
      }}
    />
  );
}

const meta = {
  title: 'Actions/LanguagePicker',
  component: LanguagePicker,
  tags: ['vrt', 'any-locale'],
  args: { value: 'JA', languages: offered, onChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: languagePickerVariants },
    align: { control: 'inline-radio', options: languagePickerAligns },
  },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 380, maxWidth: 480 }}>
      <Stateful {...args} />
    </div>
  ),
} satisfies Meta<typeof LanguagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Closed: globe and the current language in its own name (a language's name is its own, in every locale). */
export const Default: Story = {
  play: async (context) => {
    const t = storyT(context, 'feedback');
    const trigger = within(context.canvasElement).getByRole('button', {
      name: t('language.current', { language: '日本語' }),
    });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open: every offered language in itself, with its lang attribute; the current one checked. */
export const Open: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'feedback');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('language.current', { language: '日本語' }) }));
    const menu = canvas.getByRole('menu', { name: t('language.label') });
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items).toHaveLength(7);
    await expect(within(menu).getByRole('menuitemradio', { name: 'ไทย' })).toHaveAttribute('lang', 'th');
    await expect(within(menu).getByRole('menuitemradio', { checked: true })).toHaveTextContent('日本語');
    await waitFor(() => expect(items[0]).toHaveFocus());
  },
};

/** Arrow keys move, typing jumps, Enter picks and focus returns to the button; Escape closes without a change. */
export const Keyboard: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'feedback');
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: t('language.current', { language: '日本語' }) });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = canvas.getByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: '日本語' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Bahasa Indonesia' })).toHaveFocus();
    // Typeahead matches a name or a code: "t" finds ไทย (TH).
    await userEvent.keyboard('t');
    await expect(within(menu).getByRole('menuitemradio', { name: 'ไทย' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('menu')).toBeInTheDocument());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('EN');
    await expect(canvas.getByRole('button', { name: t('language.current', { language: 'English' }) })).toHaveFocus();
  },
};

/** The native picker, for phones. */
export const NativeSelect: Story = {
  args: { variant: 'select' },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'feedback');
    const select = within(canvasElement).getByRole('combobox', { name: t('language.label') });
    await userEvent.selectOptions(select, 'KO');
    await expect(args.onChange).toHaveBeenCalledWith('KO');
  },
};

/** Narrow bars: globe and code only; the name stays in the accessible name. */
export const Compact: Story = { args: { isCompact: true, value: 'CN' } };
