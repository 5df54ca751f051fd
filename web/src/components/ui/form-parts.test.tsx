import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LabelledField, fieldNoteId } from './labelled-field';
import { Pager } from './pager';

const LABELS = { nav: 'Pages of the list', previous: 'Previous page', next: 'Next page', status: 'Page 2 of 3' };

describe('labelled field', () => {
  it('labels its control and describes it with the hint, or with the error in the hint\'s place', () => {
    const { rerender } = render(
      <LabelledField id="amount" label="Amount" labelNote={<span>*</span>} hint="10.00 to 500.00" leading={<span>CNY</span>} data-field="amount">
        <input id="amount" aria-describedby={fieldNoteId('amount')} />
      </LabelledField>,
    );
    const input = screen.getByLabelText(/Amount/);
    expect(input).toHaveAccessibleDescription('10.00 to 500.00');
    expect(screen.getByText('CNY')).toBeInTheDocument();
    expect(input.closest('[data-field="amount"]')).not.toBeNull();
    rerender(
      <LabelledField id="amount" label="Amount" hint="10.00 to 500.00" error="Enter at least 10.00">
        <input id="amount" aria-describedby={fieldNoteId('amount')} />
      </LabelledField>,
    );
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('Enter at least 10.00');
    expect(screen.queryByText('10.00 to 500.00')).toBeNull();
  });
});

describe('pager', () => {
  it('moves one page either way, stops at the ends, and is not there for a single page', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    const { rerender } = render(<Pager page={2} totalPages={3} onPage={onPage} labels={LABELS} />);
    const nav = screen.getByRole('navigation', { name: LABELS.nav });
    expect(nav).toHaveTextContent('Page 2 of 3');
    await user.click(screen.getByRole('button', { name: LABELS.previous }));
    await user.click(screen.getByRole('button', { name: LABELS.next }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
    rerender(<Pager page={3} totalPages={3} onPage={onPage} labels={LABELS} />);
    expect(screen.getByRole('button', { name: LABELS.next })).toBeDisabled();
    expect(screen.getByRole('button', { name: LABELS.previous })).toBeEnabled();
    rerender(<Pager page={1} totalPages={1} onPage={onPage} labels={LABELS} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
