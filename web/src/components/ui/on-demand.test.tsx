import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithoutRef } from 'react';
import { anyDialogInPage } from '../../lib/dialog-presence';
import { OnDemand, type OnDemandOpen } from './on-demand';

type MenuProps = { trigger: ComponentPropsWithoutRef<'button'> } & OnDemandOpen;

function RealMenu({ trigger, defaultOpen, triggerRef }: MenuProps) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={triggerRef} {...trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content>
          <DropdownMenu.Item>First</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const trigger = { className: 'menu-button', 'aria-label': 'Language', children: <span>EN</span> };

/** A loader that resolves when the test says so, counting its calls. */
function deferredLoader() {
  let release!: () => void;
  const gate = new Promise<void>((ok) => (release = ok));
  const loader = { calls: 0, release, load: () => (loader.calls++, gate.then(() => RealMenu)) };
  return loader;
}

describe('a menu loaded on demand', () => {
  it('paints the closed Radix trigger before any of its code loads', () => {
    const loader = deferredLoader();
    const { container } = render(<OnDemand popup="menu" opensOn="pointerdown" trigger={trigger} load={loader.load} props={{ trigger }} />);
    const { container: radix } = render(<RealMenu trigger={trigger} defaultOpen={false} triggerRef={{ current: null }} />);
    const strip = (html: string) => html.replace(/ (id|aria-controls)="[^"]*"/g, '');
    expect(strip(container.innerHTML)).toBe(strip(radix.innerHTML));
    expect(loader.calls).toBe(0);
  });

  it('opens once its code arrives when it was pressed before', async () => {
    const loader = deferredLoader();
    const user = userEvent.setup();
    render(<OnDemand popup="menu" opensOn="pointerdown" trigger={trigger} load={loader.load} props={{ trigger }} />);
    await user.click(screen.getByRole('button', { name: 'Language' }));
    expect(screen.queryByRole('menu')).toBeNull();
    loader.release();
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('counts as an open menu from the press until its code arrives, so a popup that opens by itself waits', async () => {
    const loader = deferredLoader();
    const user = userEvent.setup();
    render(<OnDemand popup="menu" opensOn="pointerdown" trigger={trigger} load={loader.load} props={{ trigger }} />);
    expect(anyDialogInPage()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Language' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(anyDialogInPage()).toBe(true);
    loader.release();
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(anyDialogInPage()).toBe(true);
  });

  it('hands the focus to the real trigger when a keyboard user reached the placeholder', async () => {
    const loader = deferredLoader();
    const user = userEvent.setup();
    render(<OnDemand popup="menu" opensOn="pointerdown" trigger={trigger} load={loader.load} props={{ trigger }} />);
    const placeholder = screen.getByRole('button', { name: 'Language' });
    await user.tab();
    expect(placeholder).toHaveFocus();
    loader.release();
    await screen.findByRole('button', { name: 'Language', expanded: false });
    const real = screen.getByRole('button', { name: 'Language' });
    expect(real).not.toBe(placeholder);
    expect(real).toHaveFocus();
    expect(screen.queryByRole('menu')).toBeNull();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });
});
