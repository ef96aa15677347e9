import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../actions/Button';
import { Checkbox } from './Checkbox';
import { storyT } from '../../test/storyText';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['vrt', 'any-locale'],
  args: {
    children: <Trans ns="common" i18nKey="sample.rememberMe" />,
    onChange: fn(),
  },
  argTypes: {
    children: { control: false },
    description: { control: false },
    error: { control: false },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'common');
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: t('sample.rememberMe') });
    await expect(box).not.toBeChecked();
    // The label is part of the target.
    await userEvent.click(canvas.getByText(t('sample.rememberMe')));
    await expect(box).toBeChecked();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
};

export const WithDescription: Story = {
  args: { description: <Trans ns="common" i18nKey="sample.rememberMeHint" /> },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'common');
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(t('sample.rememberMeHint'));
  },
};

/** Trans fills the link's text from the translation (`<terms>…</terms>`). */
function TermsLink({ children }: { children?: ReactNode }) {
  return (
    <a href="#terms" onClick={(event) => event.preventDefault()}>
      {children}
    </a>
  );
}

/** The label may hold a link; following it does not tick the box. */
export const WithLink: Story = {
  args: {
    required: true,
    children: <Trans ns="common" i18nKey="sample.agreeTermsLink" components={{ terms: <TermsLink /> }} />,
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'common');
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox');
    await userEvent.click(canvas.getByRole('link', { name: t('sample.terms') }));
    await expect(box).not.toBeChecked();
  },
};

export const WithError: Story = {
  render: function Render(args) {
    const { t } = useTranslation('common');
    return (
      <Checkbox {...args} required error={t('ui:validation.accept', { field: t('sample.terms') })}>
        {t('sample.agreeTerms')}
      </Checkbox>
    );
  },
  play: async (context) => {
    const t = storyT(context, 'common');
    const box = within(context.canvasElement).getByRole('checkbox');
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription(t('ui:validation.accept', { field: t('sample.terms') }));
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args} disabled />
      <Checkbox {...args} disabled defaultChecked>
        <Trans ns="common" i18nKey="sample.agreeTerms" />
      </Checkbox>
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

const categories = ['tabSlots', 'tabLive', 'tabSports'] as const;

function CategoryFilter() {
  const { t } = useTranslation('common');
  const [checked, setChecked] = useState<Record<string, boolean>>({ tabSlots: true, tabLive: false, tabSports: false });
  const count = categories.filter((c) => checked[c]).length;
  const all = count === categories.length;
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox
        checked={all}
        indeterminate={count > 0 && !all}
        onChange={() => setChecked(Object.fromEntries(categories.map((c) => [c, !all])))}
      >
        {t('sample.selectAll')}
      </Checkbox>
      <div style={{ display: 'grid', gap: 12, paddingInlineStart: 32 }}>
        {categories.map((c) => (
          <Checkbox
            key={c}
            checked={checked[c] ?? false}
            onChange={(e) => setChecked({ ...checked, [c]: e.target.checked })}
          >
            {t(`sample.${c}`)}
          </Checkbox>
        ))}
      </div>
    </div>
  );
}

/** "Select all" is mixed while some, not all, categories are on. */
export const Indeterminate: Story = {
  render: () => <CategoryFilter />,
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'common');
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: t('sample.selectAll') });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: t('sample.tabSports') })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: t('sample.tabSports') }));
    await expect(all).toBePartiallyChecked();
  },
};

interface AgreeValues {
  agree: boolean;
}

function AgreeForm() {
  const { t } = useTranslation('common');
  const { register, handleSubmit, formState } = useForm<AgreeValues>({ defaultValues: { agree: false } });
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(() => undefined)(event)}
      style={{ display: 'grid', gap: 16, maxWidth: 360 }}
    >
      <Checkbox
        required
        error={formState.errors.agree?.message}
        {...register('agree', { required: t('ui:validation.accept', { field: t('sample.terms') }) })}
      >
        {t('sample.agreeTerms')}
      </Checkbox>
      <Button type="submit">{t('actions.register')}</Button>
    </form>
  );
}

export const WithReactHookForm: Story = {
  tags: ['!vrt'],
  render: () => <AgreeForm />,
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'common');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('actions.register') }));
    await expect(await canvas.findByText(t('ui:validation.accept', { field: t('sample.terms') }))).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(canvas.queryByText(t('ui:validation.accept', { field: t('sample.terms') }))).not.toBeInTheDocument();
  },
};
