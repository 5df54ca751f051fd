import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_BYTES, PAYMENT_ITEM_REMOVAL_MS, type PaymentItem } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { usePaymentConfirmations, useProcessPayment } from '../api/payment-confirmations';
import { dialogOverlayClasses } from '../../../components/ui/dialog-overlay';

const PROOF_TYPES = ['image/png', 'image/jpeg']; // spec 2 §5: jpg, jpeg, png

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/**
 * The payment-confirmation list (spec 2 §4 S2-4.16): the first waiting payment with who paid and
 * how much; "already received" (Y), or "not received" (N), which first shows the proof step and then
 * needs an image; an auto-confirmed payment only has submit (A). An answered payment leaves the
 * list after 500 ms; the dialog closes when the list is empty.
 */
export function PaymentConfirmationDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('notify');
  const list = usePaymentConfirmations(open);
  const process = useProcessPayment();
  const [answered, setAnswered] = useState<Set<string>>(() => new Set());
  const [proofStep, setProofStep] = useState(false);
  const [proof, setProof] = useState<string | null>(null);
  const [proofError, setProofError] = useState<string | null>(null);
  /** Answered just now: shown as done until it leaves the list. */
  const [justAnswered, setJustAnswered] = useState<string | null>(null);
  const removal = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (removal.current && clearTimeout(removal.current)), []);

  const waiting = (list.data ?? []).filter((p) => !answered.has(p.payDetailId));
  const item: PaymentItem | undefined = waiting[0];

  // the dialog closes once nothing waits (after a load, never while the first one is still loading)
  useEffect(() => {
    if (open && list.isSuccess && !list.isFetching && waiting.length === 0 && justAnswered === null) onOpenChange(false);
  }, [open, list.isSuccess, list.isFetching, waiting.length, justAnswered, onOpenChange]);

  const reset = () => {
    setProofStep(false);
    setProof(null);
    setProofError(null);
  };

  const answer = (isMoneyReceived: 'Y' | 'N' | 'A') => {
    if (!item || process.isPending || justAnswered) return;
    if (isMoneyReceived === 'N' && !proof) {
      setProofError(t('payment.proofRequired'));
      return;
    }
    const id = item.payDetailId;
    process.mutate(
      { isMoneyReceived, payDetailId: id, ...(isMoneyReceived === 'N' && proof ? { proofOfNotReceive: proof } : {}) },
      {
        onSuccess: () => {
          reset();
          setJustAnswered(id);
          // spec 2 §9: the answered payment leaves the list after 500 ms
          removal.current = setTimeout(() => {
            removal.current = null;
            setAnswered((s) => new Set(s).add(id));
            setJustAnswered(null);
          }, PAYMENT_ITEM_REMOVAL_MS);
        },
      },
    );
  };

  const onProofChosen = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setProof(null);
    if (!file) return;
    if (!PROOF_TYPES.includes(file.type)) return setProofError(t('payment.proofType'));
    if (file.size > IMAGE_MAX_BYTES) return setProofError(t('payment.proofSize'));
    setProofError(null);
    setProof(await readAsDataUrl(file));
  };

  const done = item !== undefined && item.payDetailId === justAnswered;

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={dialogOverlayClasses('z-[80]')} />
        <RadixDialog.Content
          data-testid="payment-confirmation"
          className="fixed top-1/2 left-1/2 z-[81] w-[calc(100vw-32px)] max-w-[440px] -translate-x-1/2 -translate-y-1/2 animate-pop-in rounded-card border border-border bg-surface p-6 text-text shadow-[0_24px_60px_-12px_rgba(0,0,0,0.55)]"
        >
          <div className="flex items-start justify-between gap-3">
            <RadixDialog.Title className="text-lg font-bold">{t('payment.dialogTitle')}</RadixDialog.Title>
            <RadixDialog.Close aria-label={t('payment.close')} className="-mt-2 -mr-2 grid size-11 place-items-center rounded-control text-muted hover:bg-surface-2">
              <Icon name="close" className="size-4" />
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className="mt-1 text-sm text-muted">
            {list.isPending ? t('payment.loading') : item ? t('payment.waiting', { n: waiting.length }) : t('payment.empty')}
          </RadixDialog.Description>
          {item && (
            <div className="mt-4 space-y-4">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-control bg-surface-2 p-4 text-sm">
                <dt className="text-muted">{t('payment.from')}</dt>
                <dd className="font-semibold">{item.sender}</dd>
                <dt className="text-muted">{t('payment.amount')}</dt>
                <dd className="font-semibold tabular-nums">{formatMoney(item.amount)}</dd>
                <dt className="text-muted">{t('payment.remaining')}</dt>
                <dd className="tabular-nums">{formatMoney(item.remainingAmount)}</dd>
                <dt className="text-muted">{t('payment.time')}</dt>
                <dd>{formatDateTime(item.createdTime)}</dd>
              </dl>
              {done ? (
                <p role="status" className="text-sm font-semibold text-success">
                  {t('payment.done')}
                </p>
              ) : item.isAutoConfirmed === 'Y' ? (
                <>
                  <p className="text-sm text-muted">{t('payment.autoNote')}</p>
                  <Button className="w-full" disabled={process.isPending} onClick={() => answer('A')}>
                    {t('payment.submit')}
                  </Button>
                </>
              ) : proofStep ? (
                <div className="space-y-3">
                  <label className="block text-sm">
                    <span className="mb-1 block text-muted">{t('payment.proofLabel')}</span>
                    <input
                      type="file"
                      accept=".jpg,.jpeg,.png,image/png,image/jpeg"
                      onChange={(e) => void onProofChosen(e)}
                      className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-control file:border-0 file:bg-surface-2 file:px-3 file:text-text"
                    />
                  </label>
                  {proofError && (
                    <p role="alert" className="text-sm text-danger">
                      {proofError}
                    </p>
                  )}
                  <div className="flex flex-col-reverse gap-3 sm:flex-row">
                    <Button variant="secondary" className="flex-1" onClick={reset}>
                      {t('payment.back')}
                    </Button>
                    <Button className="flex-1" disabled={process.isPending} onClick={() => answer('N')}>
                      {t('payment.submit')}
                    </Button>
                  </div>
                </div>
              ) : (
                <div className="flex flex-col-reverse gap-3 sm:flex-row">
                  <Button variant="secondary" className="flex-1" onClick={() => setProofStep(true)}>
                    {t('payment.notReceived')}
                  </Button>
                  <Button className="flex-1" disabled={process.isPending} onClick={() => answer('Y')}>
                    {t('payment.received')}
                  </Button>
                </div>
              )}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
