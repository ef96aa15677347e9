import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { languages } from '@croupier/locales';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../actions/Button';
import { Select } from './Select';
import { selectSizes, type SelectOption } from './Select.types';
import { storyT } from '../../test/storyText';

/** Each language named in itself: the labels are data, correct in every interface language. */
const languageOptions: SelectOption[] = languages
  .filter((language) => language.hasPack)
  .map((language) => ({ value: language.code, label: language.nativeName, lang: language.htmlLang }));

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['vrt', 'any-locale'],
  args: {
    label: <Trans ns="common" i18nKey="sample.language" />,
    options: languageOptions,
    onChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: selectSizes },
    label: { control: false },
    hint: { control: false },
    error: { control: false },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Starts on the localized placeholder; the platform's own picker opens on phones. */
export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'ui');
    const select = within(canvasElement).getByRole('combobox', { name: t('common:sample.language') });
    await expect(select).toHaveValue('');
    await expect(within(select).getByRole('option', { name: t('select.placeholder') })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'EN');
    await expect(select).toHaveValue('EN');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'JA' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox');
    await expect(select).toHaveValue('JA');
    await expect(select).toHaveDisplayValue('日本語');
  },
};

export const WithHint: Story = {
  args: { hint: <Trans ns="common" i18nKey="sample.languageHint" />, isOptional: true },
};

export const WithError: Story = {
  render: function Render(args) {
    const { t } = useTranslation('common');
    return <Select {...args} required error={t('ui:validation.choose', { field: t('sample.language') })} />;
  },
  play: async (context) => {
    const t = storyT(context, 'common');
    const select = within(context.canvasElement).getByRole('combobox');
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription(t('ui:validation.choose', { field: t('sample.language') }));
  },
};

/** Required: the placeholder cannot be chosen again once a value is picked. */
export const Required: Story = {
  args: { required: true },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'ui');
    const select = within(canvasElement).getByRole('combobox');
    await expect(select).toBeRequired();
    await expect(within(select).getByRole('option', { name: t('select.placeholder') })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'JA' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

export const Sizes: Story = {
  tags: ['vrt-brands'],
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 16 }}>
      {selectSizes.map((size) => (
        <Select key={size} {...args} size={size} defaultValue="JA" />
      ))}
    </div>
  ),
};

export const FullWidth: Story = {
  args: { isFullWidth: true, size: 'lg' },
  parameters: { viewport: { defaultViewport: 'phone' } },
};

/** Options as children, for `<optgroup>` or options built elsewhere; no placeholder. */
export const WithChildren: Story = {
  args: { options: undefined, placeholder: null, defaultValue: 'JA' },
  render: (args) => (
    <Select {...args}>
      {languageOptions.map((option) => (
        <option key={option.value} value={option.value} lang={option.lang}>
          {option.label}
        </option>
      ))}
    </Select>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox');
    await expect(select).toHaveValue('JA');
    await expect(within(select).getAllByRole('option')).toHaveLength(languageOptions.length);
  },
};

interface LanguageValues {
  language: string;
}

function LanguageForm() {
  const { t } = useTranslation('common');
  const field = t('sample.language');
  const { register, handleSubmit, formState } = useForm<LanguageValues>();
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(() => undefined)(event)}
      style={{ display: 'grid', gap: 16, maxWidth: 360 }}
    >
      <Select
        label={field}
        options={languageOptions}
        required
        isFullWidth
        error={formState.errors.language?.message}
        {...register('language', { required: t('ui:validation.choose', { field }) })}
      />
      <Button type="submit">{t('actions.save')}</Button>
    </form>
  );
}

export const WithReactHookForm: Story = {
  tags: ['!vrt'],
  render: () => <LanguageForm />,
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'common');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('actions.save') }));
    await expect(await canvas.findByText(t('ui:validation.choose', { field: t('sample.language') }))).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox'), 'KO');
    await expect(
      canvas.queryByText(t('ui:validation.choose', { field: t('sample.language') })),
    ).not.toBeInTheDocument();
  },
};
