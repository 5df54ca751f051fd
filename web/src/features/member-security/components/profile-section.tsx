import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NICKNAME_MAX_LENGTH, hasFlag, nicknameRequestSchema, type MemberInfo, type Whitelabel } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toasts';
import { MEMBER_ICON_QUERY_KEY, useMemberIcon } from '../api/get-member-icon';
import { setIcon } from '../api/set-icon';
import { setNickname } from '../api/set-nickname';
import { Card, Field, SubmitButton } from './form-kit';
import { ProfileIcon } from './profile-icon';
import { useContractForm } from './use-contract-form';

/** Icon N of PROFILE_ICON_COUNT, chosen from a grid and saved (PROFPIC3). */
function IconPicker({ count }: { count: number }) {
  const { t } = useTranslation('memberSecurity');
  const queryClient = useQueryClient();
  const icon = useMemberIcon(true);
  const current = icon.data?.iconIndex ?? null;
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const selected = chosen ?? current;
  const save = async () => {
    if (chosen === null) return;
    setBusy(true);
    try {
      queryClient.setQueryData(MEMBER_ICON_QUERY_KEY, await setIcon(chosen));
      setChosen(null);
      toast({ tone: 'success', message: t('profile.iconSaved') });
    } catch {
      // shown by the error funnel
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3">
        <span data-testid="current-icon" className="shrink-0">
          <ProfileIcon index={current} url={icon.data?.url} className="size-16" />
        </span>
        <p className="text-sm text-muted">{t('profile.iconAbout')}</p>
      </div>
      <div role="radiogroup" aria-label={t('profile.icons')} className="flex flex-wrap gap-2">
        {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={selected === n}
            aria-label={t('profile.iconN', { n })}
            onClick={() => setChosen(n)}
            className={cn('grid size-12 place-items-center rounded-full ring-2 ring-offset-2 ring-offset-surface transition', selected === n ? 'ring-accent' : 'ring-transparent hover:ring-border')}
          >
            <ProfileIcon index={n} className="size-11" />
          </button>
        ))}
      </div>
      <Button className="justify-self-start" disabled={chosen === null || chosen === current || busy} aria-busy={busy} onClick={() => void save()}>
        {busy ? <Spinner className="size-4" /> : null}
        {t('profile.saveIcon')}
      </Button>
    </div>
  );
}

/** Profile (issue 14): nickname, and the profile icon when the merchant has PROFPIC3. */
export function ProfileSection({ member, flags, iconCount, onMemberChanged }: { member: MemberInfo | undefined; flags: Whitelabel; iconCount: number; onMemberChanged: () => void }) {
  const { t } = useTranslation('memberSecurity');
  const { form, busy, errorOf, onSubmit } = useContractForm(
    nicknameRequestSchema,
    { nickname: member?.nickname ?? '' },
    async (v) => {
      await setNickname(v.nickname);
      onMemberChanged();
    },
    t('profile.nicknameSaved'),
    true,
  );
  return (
    <Card title={t('profile.title')} testId="profile">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('profile.account')}</dt>
        <dd className="truncate font-semibold">{member?.account}</dd>
      </dl>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-3 sm:max-w-md">
        <Field label={t('profile.nickname')} maxLength={NICKNAME_MAX_LENGTH} hint={t('profile.nicknameHint', { max: NICKNAME_MAX_LENGTH })} error={errorOf('nickname')} {...form.register('nickname')} />
        <SubmitButton busy={busy}>{t('profile.saveNickname')}</SubmitButton>
      </form>
      {hasFlag(flags, 'PROFPIC3') ? <IconPicker count={iconCount} /> : null}
    </Card>
  );
}
