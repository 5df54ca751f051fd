import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field, SubmitButton, codeText, isWrongPassword } from './form-kit';

/**
 * Asks the current login password before a security change (issue 14: "each change confirmed by
 * the current password"). `confirm` sends it; a wrong password is told at the field, any other
 * refusal was shown by the error funnel.
 */
export function PasswordConfirm({ title, confirmLabel, confirm, onCancel }: { title: string; confirmLabel: string; confirm: (password: string) => Promise<unknown>; onCancel: () => void }) {
  const { t } = useTranslation('memberSecurity');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError(codeText('current_password_required'));
      return;
    }
    setBusy(true);
    try {
      await confirm(password);
    } catch (e) {
      // a wrong password is told here; the funnel showed any other refusal; the password may be typed again
      if (isWrongPassword(e)) setError(codeText('current_password_wrong'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={title} className="grid gap-3 rounded-control border border-border bg-surface-2/50 p-3 sm:max-w-md">
      <p className="text-sm font-medium">{title}</p>
      <Field
        type="password"
        autoComplete="current-password"
        label={t('currentPassword')}
        value={password}
        error={error}
        onChange={(e) => {
          setPassword(e.target.value);
          setError(undefined);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={busy}>{confirmLabel}</SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
