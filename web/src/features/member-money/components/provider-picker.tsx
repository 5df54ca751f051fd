import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentProvider } from '@lotto/contract';
import { cn } from '../../../components/ui/cn';
import { DemoBadge } from './demo-badge';

/** The payment providers as radio cards; a demo provider carries its badge and says what demo means. */
export function ProviderPicker({ providers, value, onChange }: { providers: PaymentProvider[]; value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation('money');
  const name = useId();
  const chosen = providers.find((p) => p.code === value);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-xs font-semibold tracking-wide text-muted">{t('provider.label')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {providers.map((p) => (
          <label
            key={p.code}
            className={cn(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-control border px-3 py-2.5 text-sm transition',
              p.code === value ? 'border-accent bg-accent/10' : 'border-border bg-surface-2/50 hover:border-muted',
            )}
          >
            <input type="radio" name={name} value={p.code} checked={p.code === value} onChange={() => onChange(p.code)} className="size-4 accent-[var(--c-accent)]" />
            <span className="min-w-0 flex-1 truncate font-semibold">{p.name}</span>
            {p.isDemo ? <DemoBadge /> : null}
          </label>
        ))}
      </div>
      {chosen?.isDemo ? (
        <p data-testid="demo-note" className="rounded-control border border-warning/40 bg-warning/10 px-3 py-2 text-xs">
          {t('provider.demoNote')}
        </p>
      ) : null}
    </fieldset>
  );
}
