import { useMemo, useRef } from 'react';
import { z } from 'zod/mini';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PASSWORD_CHANGE_THROTTLE_MS, changePasswordRequestSchema, checkField, type FieldRule } from '@lotto/contract';
import { PASSWORD_RULE_CODE, passwordRuleText } from '../../../lib/password-rule-text';
import { changePassword } from '../api/change-password';
import { SESSIONS_QUERY_KEY } from '../api/get-sessions';
import { Card, Field, SubmitButton } from './form-kit';
import { useContractForm } from './use-contract-form';

type Values = { oldPassword: string; newPassword: string; confirmNewPassword: string };
const EMPTY: Values = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * Login password change with the rules of the forced-change dialog (spec 1 §4, §5, §9): the
 * current password, a new one meeting the password rule, the same again, one change per 3 s. The
 * server ends the member's other sessions.
 */
export function PasswordSection({ rule }: { rule: FieldRule }) {
  const { t } = useTranslation('memberSecurity');
  const queryClient = useQueryClient();
  const last = useRef(Number.NEGATIVE_INFINITY);
  const schema = useMemo(
    () =>
      changePasswordRequestSchema.check(
        z.superRefine((v, ctx) => {
          // the member centre always asks for the current password (only a forced change may not)
          if (!v.oldPassword) ctx.addIssue({ code: 'custom', path: ['oldPassword'], message: 'current_password_required' });
          if (checkField(rule, v.newPassword)) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: PASSWORD_RULE_CODE });
        }),
      ),
    [rule],
  );
  const { form, busy, errorOf, onSubmit } = useContractForm<Values>(
    schema,
    EMPTY,
    async (values, form) => {
      // spec 1 §9: one password change per 3 seconds
      if (Date.now() - last.current < PASSWORD_CHANGE_THROTTLE_MS) {
        form.setError('newPassword', { message: 'password_change_too_fast' });
        throw new Error('too fast');
      }
      last.current = Date.now();
      await changePassword(values);
      void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    },
    t('password.done'),
    false,
    'oldPassword',
  );
  return (
    <Card title={t('password.title')} testId="login-password">
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4 sm:max-w-md" aria-label={t('password.title')}>
        <Field type="password" autoComplete="current-password" label={t('password.old')} error={errorOf('oldPassword')} {...form.register('oldPassword')} />
        <Field
          type="password"
          autoComplete="new-password"
          label={t('password.new')}
          hint={t('password.hint', { min: rule.minLength, max: rule.maxLength })}
          error={form.formState.errors.newPassword?.message === PASSWORD_RULE_CODE ? passwordRuleText(rule) : errorOf('newPassword')}
          {...form.register('newPassword')}
        />
        <Field type="password" autoComplete="new-password" label={t('password.confirm')} error={errorOf('confirmNewPassword')} {...form.register('confirmNewPassword')} />
        <SubmitButton busy={busy}>{t('password.submit')}</SubmitButton>
      </form>
    </Card>
  );
}
