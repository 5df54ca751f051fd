import { afterEach, describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { isEditableField, useDockedFloater, useFieldFocusTracking, usePhoneDock } from './phone-dock';

const el = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = html;
  document.body.append(box);
  return box.firstElementChild;
};

function Dock() {
  useFieldFocusTracking();
  return null;
}
function Floater({ on }: { on: boolean }) {
  useDockedFloater(on);
  return null;
}

afterEach(() => document.body.replaceChildren());

describe('phone dock', () => {
  it('counts text-like inputs, text areas, selects and editable text as fields that bring up the keyboard', () => {
    for (const html of ['<input>', '<input type="number">', '<input type="password">', '<textarea></textarea>', '<select></select>', '<div contenteditable="true"></div>']) {
      expect(isEditableField(el(html)), html).toBe(true);
    }
    for (const html of ['<button>x</button>', '<input type="checkbox">', '<input type="radio">', '<a href="/">x</a>', '<div></div>']) {
      expect(isEditableField(el(html)), html).toBe(false);
    }
    expect(isEditableField(null)).toBe(false);
  });

  it('steps aside while a field has focus and comes back when it loses it', async () => {
    render(<Dock />);
    const input = el('<input aria-label="amount">') as HTMLInputElement;
    const button = el('<button>go</button>') as HTMLButtonElement;
    act(() => input.focus());
    expect(usePhoneDock.getState().fieldActive).toBe(true);
    act(() => button.focus());
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(usePhoneDock.getState().fieldActive).toBe(false);
  });

  it('stays aside while a press that took the focus from a field is held, and comes back once it is released', async () => {
    render(<Dock />);
    const input = el('<input aria-label="message">') as HTMLInputElement;
    const send = el('<button>Send</button>') as HTMLButtonElement;
    const task = () => act(() => new Promise((r) => setTimeout(r, 0)));
    act(() => input.focus());
    // the press on the send button: its pointerdown, then the focus moves to it
    act(() => {
      send.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      send.focus();
    });
    await task();
    expect(usePhoneDock.getState().fieldActive).toBe(true);
    act(() => void send.dispatchEvent(new PointerEvent('pointerup', { bubbles: true })));
    expect(usePhoneDock.getState().fieldActive).toBe(true);
    await task();
    expect(usePhoneDock.getState().fieldActive).toBe(false);
  });

  it('holds a floating control while it is shown', () => {
    const { rerender, unmount } = render(<Floater on />);
    expect(usePhoneDock.getState().floaters).toBe(1);
    rerender(<Floater on={false} />);
    expect(usePhoneDock.getState().floaters).toBe(0);
    rerender(<Floater on />);
    unmount();
    expect(usePhoneDock.getState().floaters).toBe(0);
  });
});
