import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultRange, type DayRange } from '../../lib/date-range';
import { i18n } from '../../lib/i18n';
import { resetSiteState } from '../../test/site-state';
import { DateRangePicker } from './date-range-picker';

const c = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'common', ...vars });
const NOW = new Date(2026, 10, 24, 15, 0, 0).getTime();
const now = () => NOW;

let seen: DayRange[] = [];
function Harness() {
  const [value, setValue] = useState(defaultRange(NOW));
  return (
    <DateRangePicker
      value={value}
      now={now}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

const start = () => screen.getByLabelText(c('range.start'));
const end = () => screen.getByLabelText(c('range.end'));

beforeEach(async () => {
  await resetSiteState({ language: 'EN' });
  seen = [];
});
afterEach(() => {
  seen = [];
});

describe('calendar date-range picker', () => {
  it('[S2-2.42] [S2-5.3] starts on today, names its fields and never offers a day after today', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: c('range.label') })).toBeInTheDocument();
    expect(start()).toHaveValue('2026-11-24');
    expect(end()).toHaveValue('2026-11-24');
    expect(start()).toHaveAttribute('max', '2026-11-24');
    expect(end()).toHaveAttribute('max', '2026-11-24');
    expect(end()).toHaveAttribute('min', '2026-11-24');
    expect(screen.getByRole('button', { name: c('range.today') })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: c('range.label') })).toHaveAccessibleDescription(c('range.hint', { days: 1, max: 30 }));
  });

  it('[S2-2.42] [S2-5.3] keeps a picked range within 30 days and not after today', () => {
    render(<Harness />);
    fireEvent.change(start(), { target: { value: '2026-10-01' } });
    expect(start()).toHaveValue('2026-10-01');
    expect(end()).toHaveValue('2026-10-31');
    fireEvent.change(end(), { target: { value: '2026-12-31' } });
    expect(end()).toHaveValue('2026-11-24');
    expect(start()).toHaveValue('2026-10-25');
    expect(seen.at(-1)).toEqual({ start: '2026-10-25', end: '2026-11-24' });
  });

  it('[S2-2.42] offers today, 7 and 30 days as keyboard-reachable quick ranges', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    const week = screen.getByRole('button', { name: c('range.lastDays', { days: 7 }) });
    week.focus();
    await user.keyboard('{Enter}');
    expect(start()).toHaveValue('2026-11-18');
    expect(week).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: c('range.lastDays', { days: 30 }) }));
    expect(start()).toHaveValue('2026-10-26');
    expect(end()).toHaveValue('2026-11-24');
  });
});
