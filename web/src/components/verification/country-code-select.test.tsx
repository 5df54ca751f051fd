import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { LANGUAGES, systemCalls } from '@lotto/contract';
import { changeLanguage, i18n } from '../../lib/i18n';
import { CountryCodeSelect, withPlus } from './country-code-select';
import { fakePlatform, ok, on } from '../../test/fake-platform';

// the whole suite runs in parallel on a shared machine: give async queries room before calling a failure
configure({ asyncUtilTimeout: 5000 });

const COUNTRIES = [
  { countryCode: 'CN', countryDialingCode: '86', currency: 'CNY' },
  { countryCode: 'TH', countryDialingCode: '66', currency: 'THB' },
];

function Harness({ onChange }: { onChange: (v: string) => void }) {
  const [v, setV] = useState('');
  return (
    <CountryCodeSelect
      value={v}
      onChange={(c) => {
        setV(c);
        onChange(c);
      }}
    />
  );
}

const renderSelect = (onChange = vi.fn()) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness onChange={onChange} />
    </QueryClientProvider>,
  );

beforeEach(async () => {
  await changeLanguage('EN');
  fakePlatform({ replies: [on(systemCalls.country, ok(COUNTRIES))] });
});
afterEach(() => vi.unstubAllGlobals());

describe('CountryCodeSelect', () => {
  it('[S1-2.14] [S1-7.20] lists the countries from the platform with +-prefixed dialing codes and picks the first', async () => {
    const onChange = vi.fn();
    renderSelect(onChange);
    const select = screen.getByRole('combobox', { name: i18n.t('country.label', { ns: 'verification' }) });
    await waitFor(() => expect(screen.getByRole('option', { name: '+66 TH' })).toBeInTheDocument());
    expect(onChange).toHaveBeenCalledWith('+86');
    expect(select).toHaveValue('+86');
    fireEvent.change(select, { target: { value: '+66' } });
    expect(onChange).toHaveBeenLastCalledWith('+66');
  });

  it('[S1-5.14] adds a + prefix to international codes when it is missing', () => {
    expect(withPlus('86')).toBe('+86');
    expect(withPlus('+66')).toBe('+66');
    expect(withPlus('')).toBe('');
  });

  it.each([...LANGUAGES])('has an accessible name in %s', async (lang) => {
    await changeLanguage(lang);
    renderSelect();
    const name = i18n.t('country.label', { ns: 'verification' });
    expect(name).not.toBe('country.label');
    expect(screen.getByRole('combobox', { name })).toBeInTheDocument();
  });
});
