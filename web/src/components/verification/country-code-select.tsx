/**
 * CountryCodeSelect — the country dialing-code selector (spec 1 §2 #9, §3 "Country", §5).
 *
 * Props:
 *   value      string — the dialing code with its `+` prefix (e.g. '+86'); '' until chosen
 *   onChange   (code: string) => void — always called with the `+` prefix (spec 1 §5)
 *   id?, label?  the select's id and accessible name (default the translated "Country code")
 *   autoSelectFirst?  default true: picks the first country once the list loads and value is ''
 *   disabled?, invalid?, className?
 * Countries come from GET /wps/system/country (spec 1 §7).
 */
import { useEffect, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { systemCalls } from '@lotto/contract';
import { request } from '../../lib/api-client';
import { cn } from '../ui/cn';

/** International numbers get a + prefix if missing (spec 1 §5). */
export const withPlus = (code: string): string => {
  const c = code.trim();
  return c === '' || c.startsWith('+') ? c : `+${c}`;
};

export const countryQueryOptions = () => ({
  queryKey: ['system', 'country'] as const,
  queryFn: () => request(systemCalls.country, {}, { alert: false }),
  staleTime: 30 * 60_000,
});

export interface CountryCodeSelectProps {
  value: string;
  onChange: (code: string) => void;
  id?: string;
  label?: string;
  autoSelectFirst?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  className?: string;
}

export function CountryCodeSelect({ value, onChange, id, label, autoSelectFirst = true, disabled, invalid, className }: CountryCodeSelectProps) {
  const { t } = useTranslation('verification');
  const autoId = useId();
  const { data: countries = [], isPending } = useQuery(countryQueryOptions());
  const first = countries[0];

  useEffect(() => {
    if (autoSelectFirst && value === '' && first) onChange(withPlus(first.countryDialingCode));
  }, [autoSelectFirst, value, first, onChange]);

  // one entry per dialing code: several countries can share one (e.g. +1)
  const seen = new Set<string>();
  const options = countries.filter((c) => {
    const code = withPlus(c.countryDialingCode);
    if (seen.has(code)) return false;
    seen.add(code);
    return true;
  });

  return (
    <select
      id={id ?? `country-${autoId}`}
      aria-label={label ?? t('country.label')}
      value={withPlus(value)}
      disabled={disabled || (isPending && options.length === 0)}
      aria-invalid={invalid || undefined}
      onChange={(e) => onChange(withPlus(e.target.value))}
      className={cn(
        'min-h-11 shrink-0 rounded-control border border-border bg-surface-2 px-2 text-base outline-none focus:border-accent',
        className,
      )}
    >
      {options.length === 0 ? <option value={withPlus(value)}>{value ? withPlus(value) : t('country.loading')}</option> : null}
      {options.map((c) => (
        <option key={c.countryCode} value={withPlus(c.countryDialingCode)}>
          {t('country.option', { code: withPlus(c.countryDialingCode), country: c.countryCode })}
        </option>
      ))}
    </select>
  );
}
