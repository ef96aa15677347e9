import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderUi } from '../../test/render';
import { Stack } from './Stack';

describe('Stack', () => {
  afterEach(async () => {
    await page.viewport(414, 896);
  });

  it('lays children out in a column with no gap by default', () => {
    renderUi(<Stack data-testid="stack">x</Stack>);
    const style = getComputedStyle(screen.getByTestId('stack'));
    expect(style.display).toBe('flex');
    expect(style.flexDirection).toBe('column');
    expect(style.rowGap).toBe('0px');
  });

  it('takes direction, gap, alignment and wrapping, and nested stacks keep their own gap', () => {
    renderUi(
      <Stack direction="row" gap="3" align="center" justify="between" isWrapping data-testid="outer">
        <Stack data-testid="inner">x</Stack>
      </Stack>,
    );
    const outer = getComputedStyle(screen.getByTestId('outer'));
    expect(outer.flexDirection).toBe('row');
    expect(outer.columnGap).toBe('12px');
    expect(outer.alignItems).toBe('center');
    expect(outer.justifyContent).toBe('space-between');
    expect(outer.flexWrap).toBe('wrap');
    expect(getComputedStyle(screen.getByTestId('inner')).rowGap).toBe('0px');
  });

  it('switches direction and gap at the tablet breakpoint', async () => {
    renderUi(<Stack direction={{ base: 'column', tablet: 'row' }} gap={{ base: '2', tablet: '6' }} data-testid="stack" />);
    const el = screen.getByTestId('stack');
    await page.viewport(414, 800);
    expect(getComputedStyle(el).flexDirection).toBe('column');
    expect(getComputedStyle(el).rowGap).toBe('8px');
    await page.viewport(1024, 800);
    expect(getComputedStyle(el).flexDirection).toBe('row');
    expect(getComputedStyle(el).columnGap).toBe('24px');
  });

  it('renders lists without bullets or indentation', () => {
    renderUi(
      <Stack as="ul" gap="2">
        <li>a</li>
        <li>b</li>
      </Stack>,
    );
    const list = screen.getByRole('list');
    expect(getComputedStyle(list).listStyleType).toBe('none');
    expect(getComputedStyle(list).paddingLeft).toBe('0px');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
