import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SecurityConfig } from '@lotto/contract';
import { cn } from '../../../components/ui/cn';
import { toast } from '../../../lib/toasts';
import { SECURITY_CONFIG_QUERY_KEY } from '../api/get-security-config';
import { setTwoFactorMethods } from '../api/set-two-factor-methods';
import { AuthenticatorBlock } from './authenticator-block';
import { Card } from './form-kit';
import { PasswordConfirm } from './password-confirm';

type Method = 'sms' | 'email' | 'payeeName';
const METHODS: readonly Method[] = ['sms', 'email', 'payeeName'];

/** What a method needs before it can be turned on: a mobile, an e-mail, a payee name. */
const hasMeans = (c: SecurityConfig, m: Method): boolean => (m === 'sms' ? !!c.mobile : m === 'email' ? !!c.email : !!c.payeeName);

/** One method's switch; a change waits for the current password. */
function MethodRow({ method, config }: { method: Method; config: SecurityConfig }) {
  const { t } = useTranslation('memberSecurity');
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const on = config.twoFactor[method];
  const usable = on || hasMeans(config, method);
  const name = t(`twoFactor.${method}`);
  return (
    <li className="grid gap-2 py-3" data-testid={`method-${method}`}>
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium">{name}</p>
          <p className="text-xs text-muted">{usable ? t(`twoFactor.${method}About`) : t(`twoFactor.${method}Needs`)}</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-label={name}
          disabled={!usable || asking}
          onClick={() => setAsking(true)}
          className={cn(
            'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full p-0.5 transition-colors disabled:cursor-not-allowed disabled:opacity-50',
            'before:absolute before:-inset-2 before:content-[""]', // 44 px touch target around the 28 px switch
            on ? 'bg-accent' : 'bg-surface-2 ring-1 ring-border ring-inset',
          )}
        >
          <span className={cn('size-6 rounded-full bg-white shadow transition-transform', on ? 'translate-x-5' : 'translate-x-0')} />
        </button>
      </div>
      {asking ? (
        <PasswordConfirm
          title={on ? t('twoFactor.confirmOff', { name }) : t('twoFactor.confirmOn', { name })}
          confirmLabel={on ? t('twoFactor.turnOff') : t('twoFactor.turnOn')}
          confirm={async (password) => {
            const next = await setTwoFactorMethods({ password, [method]: !on });
            queryClient.setQueryData<SecurityConfig>(SECURITY_CONFIG_QUERY_KEY, next);
            setAsking(false);
            toast({ tone: 'success', message: next.twoFactor[method] ? t('twoFactor.isOn', { name }) : t('twoFactor.isOff', { name }) });
          }}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </li>
  );
}

/** Two-factor set-up (issue 14, spec 1 §2 #8 methods): the authenticator, then SMS, e-mail and payee name. */
export function TwoFactorSection({ config }: { config: SecurityConfig }) {
  const { t } = useTranslation('memberSecurity');
  return (
    <Card title={t('twoFactor.title')} testId="two-factor">
      <p className="-mt-2 text-sm text-muted">{t('twoFactor.about')}</p>
      <AuthenticatorBlock config={config} />
      <ul className="divide-y divide-border">
        {METHODS.map((m) => (
          <MethodRow key={m} method={m} config={config} />
        ))}
      </ul>
    </Card>
  );
}
