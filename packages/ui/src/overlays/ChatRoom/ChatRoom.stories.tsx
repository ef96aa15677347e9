import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyT } from '../../test/storyText';
import { ChatRoom } from './ChatRoom';
import type { ChatRoomGroup, ChatRoomMessage, ChatRoomProps } from './ChatRoom.types';

const NOW = Date.UTC(2026, 10, 20, 9, 0, 0);
const minutes = (n: number) => NOW - n * 60_000;

const groups: ChatRoomGroup[] = [
  { id: 1, code: 'lobby', unread: 0 },
  { id: 2, code: 'vip', unread: 3 },
];

/** Members' own words (not translated: a chat shows what people wrote). */
const messages: ChatRoomMessage[] = [
  { id: 11, sender: 'ag***01', own: false, body: 'Welcome to the lobby! Be kind, and never share your password here.', createdAt: minutes(60 * 26) },
  { id: 12, sender: 'Lucky Star', own: false, body: 'Anyone tried the new fishing game?\nThe boss fish pays well.', createdAt: minutes(95) },
  { id: 13, sender: 'de***01', own: true, body: 'Yes, last night 🎣 Aim for the big ones when the multiplier shows.', createdAt: minutes(42) },
  { id: 14, sender: 'ba***01', own: false, body: '<b>Tags</b> stay text: the weekend reload bonus is live in Promotions.', createdAt: minutes(3) },
  { id: 15, sender: 'de***01', own: true, body: 'Thanks!', createdAt: NOW - 20_000 },
];

type StoryArgs = Omit<ChatRoomProps, 'activeGroupId'> & { activeGroupId?: number | null };

function ControlledChatRoom({ activeGroupId = 1, onActiveGroupChange, ...args }: StoryArgs) {
  const [active, setActive] = useState<number | null>(activeGroupId);
  return (
    <ChatRoom
      {...args}
      activeGroupId={active}
      onActiveGroupChange={(id) => {
        setActive(id);
        onActiveGroupChange?.(id);
      }}
    />
  );
}

async function openDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

const meta = {
  title: 'Overlays/ChatRoom',
  // No `component`: the stories hold the active room in state.
  tags: ['vrt', 'any-locale'],
  parameters: { layout: 'fullscreen' },
  args: {
    defaultOpen: true,
    groups,
    messages,
    now: NOW,
    timeZone: 'Asia/Tokyo',
    onSend: fn(),
    onActiveGroupChange: fn(),
    onRetry: fn(),
    onOpenChange: fn(),
  },
  argTypes: { trigger: { control: false } },
  render: (args) => <ControlledChatRoom {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** The lobby: others at the start side, the member's own at the end side; the VIP room's tab carries its unread count. */
export const Default: Story = {
  play: async (context) => {
    const t = storyT(context, 'feedback');
    const dialog = await openDialog();
    await expect(dialog).toHaveAccessibleName(t('chat.title'));
    const tabs = within(dialog).getByRole('tablist', { name: t('chat.groupsLabel') });
    await expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent(t('chat.groups.lobby'));
    await expect(within(tabs).getByRole('tab', { name: new RegExp(t('chat.groups.vip')) })).toHaveTextContent(t('chat.unread', { number: 3 }));
    const log = within(dialog).getByRole('log', { name: t('chat.messagesOf', { group: t('chat.groups.lobby') }) });
    await expect(within(log).getAllByRole('listitem')).toHaveLength(5);
    // Markup in a message is shown as typed, never interpreted.
    await expect(within(log).getByText(/<b>Tags<\/b> stay text/)).toBeVisible();
    await expect(within(log).getAllByText(t('chat.you'))).toHaveLength(2);
    await expect(within(dialog).getByRole('textbox', { name: t('chat.composerLabel') })).toBeVisible();
  },
};

/** Enter sends the trimmed text and empties the composer; Shift+Enter starts a new line. */
export const SendWithKeyboard: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const t = storyT(context, 'feedback');
    const dialog = await openDialog();
    const field = within(dialog).getByRole('textbox', { name: t('chat.composerLabel') });
    const send = within(dialog).getByRole('button', { name: t('chat.send') });
    await expect(send).toBeDisabled();
    await userEvent.click(field);
    await userEvent.type(field, '  hello{Shift>}{Enter}{/Shift}world ');
    await expect(field).toHaveValue('  hello\nworld ');
    await expect(context.args.onSend).not.toHaveBeenCalled();
    await expect(within(dialog).getByText(t('chat.counter', { length: 11, max: 500 }))).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(context.args.onSend).toHaveBeenCalledWith('hello\nworld');
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

/** Arrow keys move between the rooms (the other way in right-to-left languages). */
export const SwitchRooms: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const t = storyT(context, 'feedback');
    const dialog = await openDialog();
    const selected = () => within(dialog).getByRole('tab', { selected: true });
    await userEvent.click(selected());
    const rtl = getComputedStyle(selected()).direction === 'rtl';
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(context.args.onActiveGroupChange).toHaveBeenCalledWith(2);
    await expect(selected()).toHaveTextContent(t('chat.groups.vip'));
    await expect(selected()).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(selected()).toHaveTextContent(t('chat.groups.lobby'));
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async (context) => {
    const t = storyT(context, 'feedback');
    const dialog = await openDialog();
    await expect(within(dialog).getByText(t('chat.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', messages: [] },
  play: async (context) => {
    const t = storyT(context, 'feedback');
    const dialog = await openDialog();
    await expect(within(dialog).getByRole('log')).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByText(t('chat.loading'))).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', messages: [] },
  play: async (context) => {
    const t = storyT(context, 'feedback');
    const dialog = await openDialog();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('chat.error'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('chat.retry') }));
    await expect(context.args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No post permission: the reason instead of the composer (here: a first deposit is needed). */
export const ReadOnly: Story = {
  args: { postRefusal: 'deposit_required' },
  play: async (context) => {
    const t = storyT(context, 'feedback');
    const dialog = await openDialog();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(t('chat.readOnly.depositRequired'));
    await expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** Free-play accounts read the lobby only (one room: no tabs). */
export const TrialReadOnly: Story = {
  tags: ['!vrt'],
  args: { postRefusal: 'trial_account', groups: [{ id: 1, code: 'lobby', unread: 2 }] },
  play: async (context) => {
    const t = storyT(context, 'feedback');
    const dialog = await openDialog();
    await expect(within(dialog).queryByRole('tablist')).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(t('chat.readOnly.trialAccount'));
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async (context) => {
    const t = storyT(context, 'feedback');
    const dialog = await openDialog();
    const button = dialog.querySelector<HTMLButtonElement>('[data-part="SendButton"]')!;
    await expect(button).toHaveTextContent(t('chat.sending'));
    await expect(button).toBeDisabled();
  },
};

/** A failed send keeps the text and says so; too long a text cannot be sent. */
export const SendFailedAndTooLong: Story = {
  tags: ['!vrt'],
  args: { onSend: fn(() => Promise.reject(new Error('offline'))), maxLength: 10 },
  play: async (context) => {
    const t = storyT(context, 'feedback');
    const dialog = await openDialog();
    const field = within(dialog).getByRole('textbox', { name: t('chat.composerLabel') });
    await userEvent.type(field, 'hello');
    await userEvent.click(within(dialog).getByRole('button', { name: t('chat.send') }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(t('chat.sendFailed'));
    await expect(field).toHaveValue('hello');
    await userEvent.type(field, ' everyone');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(within(dialog).getByRole('button', { name: t('chat.send') })).toBeDisabled();
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
