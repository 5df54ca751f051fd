import { useId, useRef, useState, type FormEvent } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { THUMBNAIL_LOOP_IMAGES, type FieldRule, type PointReward } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { formatMoney, mulMoney } from '../../../lib/money';
import { useRedeemReward } from '../api/redeem-reward';
import { formatPoints } from '../model/format';
import { clampQuantity, redeemProblem, remarksOf, type RedeemProblem, type RedeemValues } from '../model/redeem-form';
import { Field } from './field';
import { PriceText } from './reward-card';
import { dialogOverlayClasses } from '../../../components/ui/dialog-overlay';

export type RewardTab = 'detail' | 'redeem';

/** The images of a reward, looped by the thumbnails (spec 2 §9: over at most 5). */
function Gallery({ reward }: { reward: PointReward }) {
  const { t } = useTranslation('points');
  const images = reward.merchandiseImages.slice(0, THUMBNAIL_LOOP_IMAGES);
  const [shown, setShown] = useState(0);
  const main = images[shown]?.imageUrl ?? reward.imageLink;
  return (
    <div className="grid gap-2">
      <div className="aspect-[4/3] overflow-hidden rounded-card bg-surface-2">
        {main ? <img src={main} alt={reward.name} width={400} height={300} className="size-full object-cover" /> : null}
      </div>
      {images.length > 1 ? (
        <div className="flex gap-2">
          {images.map((img, i) => (
            <button
              key={img.imageUrl}
              type="button"
              onClick={() => setShown(i)}
              aria-label={t('detail.image', { index: i + 1, count: images.length })}
              aria-pressed={i === shown}
              className={cn('size-14 overflow-hidden rounded-control border-2', i === shown ? 'border-accent' : 'border-transparent opacity-70')}
            >
              <img src={img.imageUrl} alt="" width={56} height={42} loading="lazy" className="size-full object-cover" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

const FIELD_OF: Record<RedeemProblem, keyof RedeemValues> = {
  password: 'password',
  name: 'name',
  address: 'address',
  phone: 'phone',
  phoneInvalid: 'phone',
};

/**
 * The exchange form (spec 2 §3, §5): quantity clamped to 1..inventory, points (P) or points plus
 * money (PM, the only way when there is no point price), then the money password, name, address
 * and phone, checked in that order with one prompt each; name, address and phone go in the remarks.
 */
function RedeemForm({ reward, phoneRule, onDone }: { reward: PointReward; phoneRule: FieldRule | undefined; onDone: (message: string) => void }) {
  const { t } = useTranslation('points');
  const redeem = useRedeemReward();
  const canP = reward.price !== null;
  const canPM = reward.mpPointAmount !== null && reward.mpMoneyAmount !== null;
  const [redeemType, setRedeemType] = useState<'P' | 'PM'>(canP ? 'P' : 'PM');
  const [quantity, setQuantity] = useState('1');
  const [values, setValues] = useState<RedeemValues>({ password: '', name: '', address: '', phone: '' });
  const [province, setProvince] = useState('');
  const [problem, setProblem] = useState<RedeemProblem | null>(null);
  const key = useRef<string | null>(null);
  const baseId = useId();
  const idOf = (k: keyof RedeemValues) => `${baseId}-${k}`;
  const qty = clampQuantity(Number(quantity), reward.inventory);
  const points = redeemType === 'P' ? (reward.price ?? 0) : (reward.mpPointAmount ?? 0);
  const money = redeemType === 'PM' ? (reward.mpMoneyAmount ?? 0) : 0;

  const set = (k: keyof RedeemValues) => (e: { target: { value: string } }) => {
    setValues({ ...values, [k]: e.target.value });
    if (problem && FIELD_OF[problem] === k) setProblem(null);
    key.current = null; // another request: another idempotency key
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (redeem.isPending) return;
    const found = redeemProblem(values, phoneRule);
    setProblem(found);
    if (found) {
      document.getElementById(idOf(FIELD_OF[found]))?.focus();
      return;
    }
    // a retry of the same request (a lost answer) keeps its key, so it is applied once
    key.current ??= crypto.randomUUID();
    redeem.mutate(
      {
        rewardId: reward.id,
        quantity: qty,
        redeemType,
        password: values.password,
        ...(province.trim() ? { province: province.trim() } : {}),
        remarks: remarksOf(values),
        idempotencyKey: key.current,
      },
      { onSuccess: () => onDone(t('redeem.done', { name: reward.name, count: qty })) },
    );
  };

  const prompt = (k: keyof RedeemValues) => (problem && FIELD_OF[problem] === k ? t(`prompt.${problem}`) : null);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('redeem.form')} className="grid gap-3">
      <div className="grid grid-cols-[minmax(0,8rem)_1fr] items-end gap-3">
        <Field
          label={t('redeem.quantity')}
          inputMode="numeric"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value.replace(/\D/g, ''))}
          onBlur={() => setQuantity(String(qty))}
        />
        {canP && canPM ? (
          <fieldset className="grid gap-1.5">
            <legend className="mb-1.5 text-xs font-semibold tracking-wide text-muted">{t('redeem.type')}</legend>
            <div className="flex flex-wrap gap-2">
              {(['P', 'PM'] as const).map((v) => (
                <label key={v} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-border px-3 text-sm has-[:checked]:border-accent">
                  <input type="radio" name="redeemType" value={v} checked={redeemType === v} onChange={() => setRedeemType(v)} />
                  {t(`redeem.type${v}`)}
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <p className="pb-3 text-sm text-muted">{t(`redeem.type${redeemType}`)}</p>
        )}
      </div>
      <p className="rounded-control bg-accent/10 px-3 py-2 text-sm font-semibold" data-testid="redeem-total">
        {money > 0
          ? t('redeem.totalMixed', { points: formatPoints(mulMoney(points, qty)), money: formatMoney(mulMoney(money, qty)) })
          : t('redeem.total', { points: formatPoints(mulMoney(points, qty)) })}
      </p>
      <Field id={idOf('password')} label={t('redeem.password')} type="password" autoComplete="off" value={values.password} onChange={set('password')} error={prompt('password')} />
      <div className="grid grid-cols-2 gap-3">
        <Field id={idOf('name')} label={t('redeem.name')} autoComplete="name" value={values.name} onChange={set('name')} error={prompt('name')} />
        <Field id={idOf('phone')} label={t('redeem.phone')} type="tel" inputMode="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} error={prompt('phone')} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Field id={idOf('address')} label={t('redeem.address')} autoComplete="street-address" value={values.address} onChange={set('address')} error={prompt('address')} />
        <Field label={t('redeem.province')} autoComplete="address-level1" value={province} onChange={(e) => setProvince(e.target.value)} />
      </div>
      {/* the prompt and the button stay in view at the sheet's bottom on a phone, however far it scrolls */}
      <div className="sticky bottom-0 -mx-1 grid gap-2 bg-surface px-1 pt-2 pb-1">
        <p role="alert" className="min-h-5 text-sm font-semibold text-danger">
          {problem ? t(`prompt.${problem}`) : ''}
        </p>
        <Button type="submit" size="lg" disabled={redeem.isPending} aria-busy={redeem.isPending || undefined}>
          {redeem.isPending ? t('redeem.sending') : t('redeem.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The detail/redeem popup of a reward, opened on tab 0 (detail) or tab 1 (redeem) (spec 2 §2). */
export function RewardDialog({
  reward,
  tab,
  onTab,
  onClose,
  phoneRule,
  canRedeem,
  onRedeemed,
}: {
  reward: PointReward | null;
  tab: RewardTab;
  onTab: (tab: RewardTab) => void;
  onClose: () => void;
  phoneRule: FieldRule | undefined;
  /** Checks (and asks for) a signed-in real account before the form shows. */
  canRedeem: () => boolean;
  onRedeemed: (message: string) => void;
}) {
  const { t } = useTranslation('points');
  return (
    <RadixDialog.Root open={reward !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={dialogOverlayClasses('z-[75]')} />
        <RadixDialog.Content
          className={cn(
            'fixed inset-x-0 bottom-0 z-[76] max-h-[92dvh] w-full animate-pop-in overflow-y-auto rounded-t-[calc(var(--radius-card)+6px)] border border-border bg-surface text-text shadow-[0_30px_80px_-20px_rgba(0,0,0,0.7)]',
            'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100vw-32px)] sm:max-w-[720px] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card',
          )}
        >
          {reward ? (
            <>
              <div className="flex items-start gap-3 border-b border-border/70 px-5 pt-4 pb-3 sm:px-7 sm:pt-5 sm:pb-4">
                <div className="min-w-0 flex-1">
                  <RadixDialog.Title className="text-xl font-bold">{reward.name}</RadixDialog.Title>
                  <RadixDialog.Description className="mt-1 text-sm font-semibold text-accent">
                    <PriceText reward={reward} />
                  </RadixDialog.Description>
                </div>
                <RadixDialog.Close aria-label={t('dialog.close')} className="grid size-11 shrink-0 place-items-center rounded-control text-muted hover:bg-surface-2 hover:text-text">
                  <Icon name="close" className="size-5" />
                </RadixDialog.Close>
              </div>
              <Tabs.Root
                value={tab}
                onValueChange={(v) => {
                  if (v === 'redeem' && !canRedeem()) return;
                  onTab(v as RewardTab);
                }}
                className="px-5 pt-3 pb-[max(16px,env(safe-area-inset-bottom))] sm:px-7 sm:pt-4 sm:pb-7"
              >
                <Tabs.List aria-label={reward.name} className="mb-3 grid grid-cols-2 gap-1 rounded-control bg-surface-2/70 p-1">
                  {(['detail', 'redeem'] as const).map((v) => (
                    <Tabs.Trigger
                      key={v}
                      value={v}
                      className="min-h-11 rounded-[calc(var(--radius-control)-2px)] text-sm font-semibold text-muted data-[state=active]:bg-surface data-[state=active]:text-text data-[state=active]:shadow"
                    >
                      {t(`dialog.${v}`)}
                    </Tabs.Trigger>
                  ))}
                </Tabs.List>
                <Tabs.Content value="detail" className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
                  <Gallery reward={reward} />
                  <div className="grid content-start gap-3 text-sm">
                    <p className="leading-relaxed text-muted">{reward.description}</p>
                    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
                      <dt className="text-muted">{t('detail.stock')}</dt>
                      <dd className="font-semibold">{reward.inventory}</dd>
                      <dt className="text-muted">{t('detail.redeemed')}</dt>
                      <dd className="font-semibold">{reward.adjustedCount}</dd>
                    </dl>
                    <Button disabled={reward.inventory <= 0} onClick={() => canRedeem() && onTab('redeem')}>
                      {reward.inventory <= 0 ? t('card.soldOut') : t('card.redeem')}
                    </Button>
                  </div>
                </Tabs.Content>
                <Tabs.Content value="redeem">
                  <RedeemForm key={reward.id} reward={reward} phoneRule={phoneRule} onDone={onRedeemed} />
                </Tabs.Content>
              </Tabs.Root>
            </>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
