/**
 * pnpm new-component <Category>/<Name>: a component folder in packages/ui/src following the house style
 * (component, types, static styles, stories with a play function, test, index) and its export.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { storyCategories } from '../.storybook/categories';

const componentCategories = storyCategories.filter((c) => !['Docs', 'Foundations', 'Screens'].includes(c));

export function categoryFolder(category: string): string {
  return category.toLowerCase().replace(/\s+/g, '-');
}

export function renderComponent(category: string, name: string): Record<string, string> {
  const lower = name.charAt(0).toLowerCase() + name.slice(1);
  return {
    [`${name}.types.ts`]: `import type { HTMLAttributes } from 'react';

export const ${lower}Variants = ['default'] as const;
export type ${name}Variant = (typeof ${lower}Variants)[number];

export interface ${name}Props extends HTMLAttributes<HTMLDivElement> {
  variant?: ${name}Variant;
}
`,
    [`${name}.styles.ts`]: `import styled from 'styled-components';
import { vars } from '../../theme';

export const ${name}Root = styled.div\`
  padding: \${vars.space['4']};
  border-radius: \${vars.radius.lg};
  background: \${vars.color.surface.raised};
  color: \${vars.color.text.primary};
\`;
`,
    [`${name}.tsx`]: `import { forwardRef } from 'react';
import { ${name}Root } from './${name}.styles';
import type { ${name}Props } from './${name}.types';

/** TODO(${name}): one line on what this component is for. */
export const ${name} = forwardRef<HTMLDivElement, ${name}Props>(function ${name}({ variant = 'default', children, ...rest }, ref) {
  return (
    <${name}Root ref={ref} data-component="${name}" data-variant={variant} {...rest}>
      {children}
    </${name}Root>
  );
});
`,
    [`${name}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { ${name} } from './${name}';

const meta = {
  title: '${category}/${name}',
  component: ${name},
  tags: ['vrt'],
  args: { children: <Trans ns="common" i18nKey="sample.modalBody" /> },
} satisfies Meta<typeof ${name}>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-component="${name}"]')).toBeInTheDocument();
    await expect(within(canvasElement).getByText(/./)).toBeVisible();
  },
};
`,
    [`${name}.test.tsx`]: `import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { ${name} } from './${name}';

describe('${name}', () => {
  it('renders its children', () => {
    renderUi(<${name}>content</${name}>);
    expect(screen.getByText('content')).toBeInTheDocument();
  });
});
`,
    'index.ts': `export { ${name} } from './${name}';
export { ${lower}Variants, type ${name}Props, type ${name}Variant } from './${name}.types';
`,
  };
}

export function createComponent(spec: string, srcDir = resolve(import.meta.dirname, '../packages/ui/src')): string {
  const match = /^([A-Za-z ]+)\/([A-Z][A-Za-z0-9]*)$/.exec(spec);
  if (!match) throw new Error(`"${spec}" is not <Category>/<Name> (Name in PascalCase), e.g. Feedback/Badge`);
  const [, category, name] = match as unknown as [string, string, string];
  if (!(componentCategories as string[]).includes(category)) {
    throw new Error(`unknown category "${category}": use one of ${componentCategories.join(', ')}`);
  }
  const dir = join(srcDir, categoryFolder(category), name);
  if (existsSync(dir)) throw new Error(`${dir} already exists`);
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(renderComponent(category, name))) writeFileSync(join(dir, file), text);
  const index = join(srcDir, 'index.ts');
  const line = `export * from './${categoryFolder(category)}/${name}';\n`;
  if (!readFileSync(index, 'utf8').includes(line)) appendFileSync(index, line);
  return dir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const spec = process.argv[2];
  try {
    if (!spec) throw new Error('usage: pnpm new-component <Category>/<Name>, e.g. Feedback/Badge');
    const dir = createComponent(spec);
    console.log(`Created ${dir}\nNext: write the component, its stories for every state, and run pnpm test.`);
  } catch (error) {
    console.error(`new-component: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
