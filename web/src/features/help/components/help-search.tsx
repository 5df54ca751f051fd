import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HELP_SEARCH_DEBOUNCE_MS } from '@lotto/contract';
import { Icon } from '../../../components/ui/icons';

/** The help search box; it reports what was typed once typing pauses (spec 2 §5, §9: 300 ms). */
export function HelpSearch({ onSearch }: { onSearch: (query: string) => void }) {
  const { t } = useTranslation('help');
  const id = useId();
  const [value, setValue] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(value.trim().toLowerCase()), HELP_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, onSearch]);
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={t('search.placeholder')}
        className="min-h-11 w-full rounded-control border border-border bg-surface py-2 pr-3 pl-9 text-sm text-text placeholder:text-muted focus:border-accent focus:outline-none"
      />
    </div>
  );
}
