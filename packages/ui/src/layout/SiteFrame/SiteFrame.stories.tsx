import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header } from '../../navigation/Header';
import { sampleCategories } from '../../navigation/Header/Header.fixtures';
import { BottomNav } from '../../navigation/BottomNav';
import { SideMenu } from '../../navigation/SideMenu';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { Footer } from '../Footer';
import { RightSideBar } from '../RightSideBar';
import { SiteFrame } from './SiteFrame';
import { siteFrameVariants, type SiteFrameProps } from './SiteFrame.types';
import { storyT } from '../../test/storyText';

function Page() {
  const { t } = useTranslation('common');
  return (
    <div style={{ maxWidth: 1280, width: '100%', margin: '0 auto', padding: '32px 16px', display: 'grid', gap: 16 }}>
      <Heading level={1}>{t('sample.heading')}</Heading>
      <Text as="p" tone="secondary">{t('sample.paragraph')}</Text>
      <div style={{ height: 320, borderRadius: 16, background: 'var(--ui-color-gradient-hero)', border: '1px solid var(--ui-color-border-subtle)' }} />
    </div>
  );
}

function Frame(props: SiteFrameProps & { brand: string; light: boolean }) {
  const { brand, light, ...rest } = props;
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <SiteFrame
      {...rest}
      header={
        <Header
          logo={<img src={`/brand-assets/${brand}/assets/${light ? 'logo-light' : 'logo'}.svg`} alt="" width={132} height={32} />}
          brandName="Croupier"
          categories={sampleCategories}
          isLoggedIn
          accountName="lucky_tiger88"
          balance={25480.5}
          onOpenSideMenu={() => setMenuOpen(true)}
        />
      }
      sideMenu={<SideMenu open={menuOpen} onOpenChange={setMenuOpen} languages={['JA', 'EN', 'CN']} currentLanguage="JA" />}
      footer={<Footer brandName="Croupier" licenceSealSrc={`/brand-assets/${brand}/assets/licence-seal.svg`} licenceNumber="GLH-OCCHKTW0707072022" year={2025} paymentMethods={[{ key: 'visa', name: 'VISA' }, { key: 'gcash', name: 'GCash' }, { key: 'usdt', name: 'USDT' }]} />}
      bottomNav={<BottomNav activeKey="home" />}
      aside={<RightSideBar downloads={{ ios: 'https://croupier.example/ios', android: 'https://croupier.example/android' }} />}
    >
      <Page />
    </SiteFrame>
  );
}

const meta = {
  title: 'Layout/SiteFrame',
  component: SiteFrame,
  tags: ['vrt', 'any-locale'],
  parameters: { layout: 'fullscreen' },
  args: { variant: 'full', routeKey: '/index', onFocus: fn() },
  argTypes: { variant: { control: 'inline-radio', options: siteFrameVariants } },
  render: (args, { globals }) => <Frame {...args} brand={(globals.brand as string | undefined) ?? 'default'} light={globals.mode === 'light'} />,
} satisfies Meta<typeof SiteFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Header, main, footer and the right-side bar. */
export const Full: Story = {
  tags: ['vrt-brands'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};

/** Tab first reaches the skip link, which points at main. Ends focused, so it is not screenshot-tested. */
export const SkipLink: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'frame');
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: t('siteFrame.skipToContent') });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await expect(canvasElement.querySelector('#main-content')).toBeInTheDocument();
  },
};

export const HeaderOnly: Story = {
  args: { variant: 'headerOnly' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('contentinfo')).toBeNull();
    await expect(within(canvasElement).getByRole('banner')).toBeInTheDocument();
  },
};

export const Bare: Story = {
  args: { variant: 'bare' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('banner')).toBeNull();
  },
};

/** In-game pages keep the header but lose the footer and the bottom nav. */
export const InGame: Story = {
  args: { isInGame: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('contentinfo')).toBeNull();
  },
};

export const OnPhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
