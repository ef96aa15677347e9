import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { Tabs } from './Tabs';
import { TabsContent } from './TabsContent';
import { TabsList } from './TabsList';
import { TabsTrigger } from './TabsTrigger';
import type { TabsProps } from './Tabs.types';

function Example(props: Partial<TabsProps>) {
  return (
    <Tabs defaultValue="slots" {...props}>
      <TabsList>
        <TabsTrigger value="slots" badge={150}>
          Slots
        </TabsTrigger>
        <TabsTrigger value="live" badge={3}>
          Live
        </TabsTrigger>
        <TabsTrigger value="sports">Sports</TabsTrigger>
      </TabsList>
      <TabsContent value="slots">Slot games</TabsContent>
      <TabsContent value="live">Live games</TabsContent>
      <TabsContent value="sports">Sports games</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the panel of the selected tab and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderUi(<Example onValueChange={onValueChange} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Slot games');
    await user.click(screen.getByRole('tab', { name: /Slots/ }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Live/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Live games');
    expect(onValueChange).toHaveBeenLastCalledWith('live');
  });

  it('caps the badge and includes it in the tab name', () => {
    renderUi(<Example />);
    expect(screen.getByRole('tab', { name: 'Slots 99+' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Live 3' })).toBeInTheDocument();
  });

  it('gives every trigger the same width when isFullWidth', () => {
    renderUi(
      <div style={{ width: 600 }}>
        <Example isFullWidth variant="pill" />
      </div>,
    );
    const widths = screen.getAllByRole('tab').map((tab) => Math.round(tab.getBoundingClientRect().width));
    expect(new Set(widths).size).toBe(1);
    expect(screen.getAllByRole('tab')[0]).toHaveAttribute('data-variant', 'pill');
  });

  it('is controllable', async () => {
    const { rerender } = renderUi(<Example value="sports" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sports games');
    rerender(<Example value="live" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Live games');
  });
});
