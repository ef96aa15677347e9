import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePresets } from './DateRangePresets';
import { dateRangeDirections } from './dateRange';
import { storyI18n, storyT } from '../../test/storyText';

// A fixed "today" keeps the stories and their screenshots the same every day.
const today = '2026-11-25';

const meta = {
  title: 'Forms/DateRangePresets',
  tags: ['any-locale'],
  component: DateRangePresets,
  args: { today, onValueChange: fn() },
  argTypes: {
    direction: { control: 'inline-radio', options: dateRangeDirections },
    value: { control: false },
    defaultValue: { control: false },
  },
} satisfies Meta<typeof DateRangePresets>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Records: previous 7 days chosen; arrow keys move the choice (selection follows focus). */
export const Default: Story = {
  tags: ['vrt'],
  args: { defaultValue: { from: '2026-11-19', to: today, preset: 'last7' } },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'ui');
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: t('dateRangePresets.label') });
    const last7 = within(group).getByRole('radio', { name: t('dateRangePresets.last7') });
    await expect(last7).toBeChecked();
    await userEvent.click(last7);
    await expect(last7).toHaveFocus();
    // Radix checks the item that an arrow key focused while the key is down; a person's keypress lasts long
    // enough, a synthetic one needs holding ('>') and releasing ('/').
    await userEvent.keyboard('{ArrowRight>}');
    const last30 = within(group).getByRole('radio', { name: t('dateRangePresets.last30') });
    await expect(last30).toHaveFocus();
    await waitFor(() => expect(last30).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ from: '2026-10-27', to: today, preset: 'last30' });
    // The group is one tab stop: Tab leaves it for the custom button.
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: (name) => name.includes(t('dateRangePresets.custom')) }),
    ).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(last30).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft>}');
    await waitFor(() => expect(within(group).getByRole('radio', { name: t('dateRangePresets.today') })).toBeChecked());
    await userEvent.keyboard('{/ArrowLeft}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ from: today, to: today, preset: 'today' });
  },
};

/** Schedules and records together: next 7 and 30 days too. */
export const BothDirections: Story = {
  args: { direction: 'both', defaultValue: { from: today, to: '2026-12-01', preset: 'next7' } },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'ui');
    const radios = within(canvasElement).getAllByRole('radio');
    await expect(radios.map((radio) => radio.textContent)).toEqual([
      t('dateRangePresets.today'),
      t('dateRangePresets.yesterday'),
      t('dateRangePresets.last7'),
      t('dateRangePresets.last30'),
      t('dateRangePresets.next7'),
      t('dateRangePresets.next30'),
    ]);
  },
};

/** A custom range from the popover's two native date inputs. */
export const CustomRange: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'ui');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('dateRangePresets.custom') }));
    const dialog = await screen.findByRole('dialog', { name: t('dateRangePresets.customTitle') });
    const from = within(dialog).getByLabelText(t('dateRangePresets.from'));
    const to = within(dialog).getByLabelText(t('dateRangePresets.to'));
    await waitFor(() => expect(from).toHaveFocus());
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-01');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-10');
    await userEvent.click(within(dialog).getByRole('button', { name: t('dateRangePresets.apply') }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      from: '2026-11-01',
      to: '2026-11-10',
      preset: 'custom',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const trigger = canvas.getByRole('button', { name: (name) => name.includes(t('dateRangePresets.custom')) });
    // The range as the chip writes it: the language's own date range (Intl formatRange, in UTC).
    const day = new Intl.DateTimeFormat(storyI18n(context).language, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'UTC',
    });
    await expect(trigger).toHaveTextContent(
      day.formatRange(new Date('2026-11-01T00:00:00Z'), new Date('2026-11-10T00:00:00Z')),
    );
    await expect(trigger).toHaveFocus();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

/** The custom range open: a small modal with the two dates, focus on the first. */
export const CustomRangeOpen: Story = {
  tags: ['vrt'],
  args: { defaultValue: { from: '2026-11-01', to: '2026-11-10', preset: 'custom' } },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'ui');
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: (name) => name.includes(t('dateRangePresets.custom')) }),
    );
    const dialog = await screen.findByRole('dialog', { name: t('dateRangePresets.customTitle') });
    await waitFor(() => expect(within(dialog).getByLabelText(t('dateRangePresets.from'))).toHaveFocus());
    await expect(within(dialog).getByLabelText(t('dateRangePresets.to'))).toHaveValue('2026-11-10');
  },
};

/** An end before the start is refused with a localized error; nothing changes. */
export const InvalidRange: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'ui');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('dateRangePresets.custom') }));
    const dialog = await screen.findByRole('dialog');
    const from = within(dialog).getByLabelText(t('dateRangePresets.from'));
    const to = within(dialog).getByLabelText(t('dateRangePresets.to'));
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-20');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-10');
    await userEvent.click(within(dialog).getByRole('button', { name: t('dateRangePresets.apply') }));
    await expect(await within(dialog).findByText(t('dateRangePresets.errors.order'))).toBeVisible();
    await expect(to).toBeInvalid();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { from: today, to: today, preset: 'today' } },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'ui');
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('dateRangePresets.custom') })).toBeDisabled();
  },
};

export const Phone: Story = {
  args: { direction: 'both', defaultValue: { from: '2026-10-27', to: today, preset: 'last30' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'ui');
    const radio = within(canvasElement).getByRole('radio', { name: t('dateRangePresets.last30') });
    await expect(radio.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
