import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The agreement checkbox with a link to the agreement text page (spec 1 §2 #5, §5 in_user_agreement). */
export function AgreementCheck({ checked, onChange, text, invalid }: { checked: boolean; onChange: (v: boolean) => void; text: string; invalid?: boolean }) {
  const { t } = useTranslation('register');
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-[var(--c-accent)]"
      />
      <label htmlFor={id} className="text-sm leading-snug text-muted">
        {text}{' '}
        <Link to="/register/agreement" className="font-semibold text-accent underline-offset-2 hover:underline">
          {t('agreement.link')}
        </Link>
      </label>
    </div>
  );
}
