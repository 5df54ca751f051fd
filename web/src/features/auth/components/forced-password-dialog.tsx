import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PASSWORD_CHANGE_THROTTLE_MS, checkField } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { PASSWORD_RULE_CODE, passwordRuleText } from '../../../lib/password-rule-text';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthStore } from '../auth-store';
import { changePassword } from '../api/change-password';
import { codeText } from '../code-text';
import { useLoginFlow } from '../hooks/use-login-flow';
import { endSession } from '../hooks/use-sign-out';
import { passwordRule } from '../login-rules';
import { AuthModal } from './auth-modal';
import { TextField } from './text-field';

/** True (and the time noted) when the last attempt is at least 3 s old (spec 1 §9). */
function takeAttempt(last: { current: number }, now = Date.now()): boolean {
  if (now - last.current < PASSWORD_CHANGE_THROTTLE_MS) return false;
  last.current = now;
  return true;
}

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/**
 * Forced password change (spec 1 §2 screen 3, §4 Password change, §5): the new password must match
 * the register rule for password (else the 6-12 fallback), the confirmation must equal it, one
 * change per 3 s; success goes to /index and completes the held login.
 */
export function ForcedPasswordDialog() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const forced = useAuthStore((s) => s.forcedChange);
  const rules = useAuthStore((s) => s.config.registerRules);
  const { completeLogin } = useLoginFlow();
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [problem, setProblem] = useState<{ field: Field; code: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const lastAttempt = useRef(Number.NEGATIVE_INFINITY);
  const refs = { oldPassword: useRef<HTMLInputElement>(null), newPassword: useRef<HTMLInputElement>(null), confirmNewPassword: useRef<HTMLInputElement>(null) };
  const rule = passwordRule(rules);
  const oldPassword = values.oldPassword || forced?.oldPassword || '';
  // the server made the password up and never told anyone: there is no old one to ask for
  const generated = forced?.generatedPassword === true;

  const fail = (field: Field, code: string) => {
    setProblem({ field, code });
    refs[field].current?.focus();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!generated && !oldPassword) return fail('oldPassword', 'in_password_incorrect');
    if (checkField(rule, values.newPassword)) return fail('newPassword', PASSWORD_RULE_CODE);
    if (values.confirmNewPassword !== values.newPassword) return fail('confirmNewPassword', 'in_confirmation_correct');
    // spec 1 §4, §9: one change per 3 seconds
    if (!takeAttempt(lastAttempt)) return fail('newPassword', 'password_change_too_fast');
    setProblem(null);
    setBusy(true);
    try {
      await changePassword({ ...(generated ? {} : { oldPassword }), newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword });
      setValues({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
      await completeLogin('/index');
    } catch {
      // the funnel showed the server's message
    } finally {
      setBusy(false);
    }
  };

  const onSignOut = async () => {
    await endSession(queryClient, navigate);
  };

  const field = (name: Field, label: string, extra: { autoComplete: string }) => (
    <TextField
      ref={refs[name]}
      label={label}
      icon="lock"
      type="password"
      name={name}
      value={name === 'oldPassword' ? oldPassword : values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={problem?.field !== name ? null : problem.code === PASSWORD_RULE_CODE ? passwordRuleText(rule) : codeText(problem.code)}
      {...extra}
    />
  );

  return (
    <HeldModal
      onOpenAutoFocus={(e) => {
        // the old password is filled in from the login; typing starts at the new one
        if (!oldPassword && !generated) return;
        e.preventDefault();
        refs.newPassword.current?.focus();
      }}
      open={forced !== null} title={t('forced.title')} description={forced?.firstTimeLogin ? t('forced.firstLogin') : t('forced.expired')}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4" aria-label={t('forced.title')}>
        {generated ? null : field('oldPassword', t('forced.old'), { autoComplete: 'current-password' })}
        {field('newPassword', t('forced.new'), { autoComplete: 'new-password' })}
        <p className="-mt-2 text-xs text-muted">{t('forced.hint', { min: rule.minLength, max: rule.maxLength })}</p>
        {field('confirmNewPassword', t('forced.confirm'), { autoComplete: 'new-password' })}
        <div className="grid grid-cols-2 gap-3 pt-2">
          <Button variant="secondary" onClick={() => void onSignOut()}>
            {t('forced.signOut')}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy && <Spinner className="size-5" />}
            {t('forced.submit')}
          </Button>
        </div>
      </form>
    </HeldModal>
  );
}

/** Not dismissible: completion is held until the password is changed (spec 1 §4 step 2). */
function HeldModal(props: { open: boolean; title: string; description: string; children: ReactNode; onOpenAutoFocus: (e: Event) => void }) {
  return <AuthModal {...props} onOpenChange={() => undefined} dismissible={false} testId="forced-password-dialog" />;
}
