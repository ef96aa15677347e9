import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';

const config: StorybookConfig = {
  stories: [
    '../docs/storybook/*.mdx',
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/site/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    // MDX 3 is CommonMark only: without remark-gfm the Docs pages' tables show as raw pipes and dashes.
    { name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } } },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Not at /themes: that would shadow Vite's module URLs for themes/*/theme.json.
  staticDirs: [{ from: '../themes', to: '/brand-assets' }],
  docs: { defaultName: 'Docs' },
};

export default config;
