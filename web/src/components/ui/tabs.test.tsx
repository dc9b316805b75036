import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

type Fruit = 'apple' | 'pear' | 'plum';

let mounts: Fruit[] = [];

function Panel({ fruit }: { fruit: Fruit }) {
  const [mounted] = useState(() => {
    mounts.push(fruit);
    return fruit;
  });
  return <p>{`${mounted} panel`}</p>;
}

function Fruits({ lazyMount = false, dir }: { lazyMount?: boolean; dir?: 'ltr' | 'rtl' }) {
  const [value, setValue] = useState<Fruit>('apple');
  return (
    <div dir={dir}>
      <Tabs
        value={value}
        onValueChange={setValue}
        aria-label="Fruits"
        lazyMount={lazyMount}
        items={(['apple', 'pear', 'plum'] as const).map((fruit) => ({
          value: fruit,
          label: fruit,
          panel: <Panel fruit={fruit} />,
        }))}
      />
    </div>
  );
}

const tab = (name: Fruit) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('ties each tab to its panel, with only the selected tab in the tab order', () => {
    mounts = [];
    render(<Fruits />);
    expect(screen.getByRole('tablist', { name: 'Fruits' })).toBeTruthy();
    expect(tab('apple').getAttribute('aria-selected')).toBe('true');
    expect(tab('apple').tabIndex).toBe(0);
    expect(tab('pear').getAttribute('aria-selected')).toBe('false');
    expect(tab('pear').tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'apple' });
    expect(tab('apple').getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.tabIndex).toBe(0);
    expect(panel.textContent).toBe('apple panel');
    // Without lazyMount every panel is there from the start, the others hidden.
    expect(mounts).toEqual(['apple', 'pear', 'plum']);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('selects a tab on click, and moves with the arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    await user.click(tab('pear'));
    expect(tab('pear').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('pear panel');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('plum'));
    expect(tab('plum').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('apple'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('plum'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('apple'));
    expect(tab('apple').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('plum'));
    expect(screen.getByRole('tabpanel').textContent).toBe('plum panel');
  });

  it('follows the reading direction: ArrowLeft goes forward right to left', async () => {
    const user = userEvent.setup();
    render(<Fruits dir="rtl" />);
    await user.click(tab('apple'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('pear'));
    expect(tab('pear').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('apple'));
  });

  it('with lazyMount, renders a panel when its tab is first selected and keeps it after', async () => {
    mounts = [];
    const user = userEvent.setup();
    render(<Fruits lazyMount />);
    expect(mounts).toEqual(['apple']);
    expect(tab('pear').getAttribute('aria-controls')).toBeNull();
    await user.click(tab('pear'));
    expect(mounts).toEqual(['apple', 'pear']);
    await user.click(tab('apple'));
    await user.click(tab('pear'));
    // Kept, not mounted again.
    expect(mounts).toEqual(['apple', 'pear']);
    expect(screen.getByRole('tabpanel').textContent).toBe('pear panel');
  });
});
