import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { Text } from './Text';

describe('Text', () => {
  it('renders the requested element and inherits size and colour unless told', () => {
    renderUi(
      <div style={{ fontSize: 30, color: 'rgb(1, 2, 3)' }}>
        <Text as="p">inherit</Text>
      </div>,
    );
    const p = screen.getByText('inherit');
    expect(p.tagName).toBe('P');
    expect(getComputedStyle(p).fontSize).toBe('30px');
    expect(getComputedStyle(p).color).toBe('rgb(1, 2, 3)');
    expect(getComputedStyle(p).marginTop).toBe('0px');
  });

  it('sizes, weights and colours from the theme', () => {
    renderUi(
      <>
        <Text size="sm" weight="bold" tone="danger">
          danger
        </Text>
        <Text tone="primary">primary</Text>
      </>,
    );
    const danger = getComputedStyle(screen.getByText('danger'));
    expect(danger.fontSize).toBe('14px');
    expect(danger.fontWeight).toBe('700');
    expect(danger.color).not.toBe(getComputedStyle(screen.getByText('primary')).color);
  });

  it('labels a control when rendered as a label', () => {
    renderUi(
      <>
        <Text as="label" htmlFor="amount">
          Amount
        </Text>
        <input id="amount" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBeInTheDocument();
  });

  it('uses tabular figures for money and truncates to the given number of lines', () => {
    renderUi(
      <>
        <Text isTabular>1,234.00</Text>
        <Text truncate>one line</Text>
        <Text truncate={3}>three lines</Text>
      </>,
    );
    expect(getComputedStyle(screen.getByText('1,234.00')).fontVariantNumeric).toBe('tabular-nums');
    const one = getComputedStyle(screen.getByText('one line'));
    expect(one.textOverflow).toBe('ellipsis');
    expect(one.whiteSpace).toBe('nowrap');
    expect(getComputedStyle(screen.getByText('three lines')).webkitLineClamp).toBe('3');
  });
});
