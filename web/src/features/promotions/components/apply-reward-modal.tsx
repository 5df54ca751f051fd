import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLY_REWARD_MODAL_WIDTH_PX, CLAIM_MAX_IMAGES, CLAIM_REMARKS_MAX_LENGTH, type MerchantPromotion } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { useSignUpReward } from '../api/promotions';
import { claimProblem, imageProblem, readAsDataUrl, type ClaimMessage } from '../claim-rules';
import { PromoDialog } from './promo-dialog';

interface Picked {
  name: string;
  dataUrl: string;
}

// spec 2 §9: the apply-reward modal is APPLY_REWARD_MODAL_WIDTH_PX (940) wide; a literal class, so Tailwind sees it
const WIDTH = 'sm:max-w-[940px]';
export const APPLY_MODAL_WIDTH = APPLY_REWARD_MODAL_WIDTH_PX;

/**
 * The apply-reward modal (spec 2 §2, §4, §5): remarks (max 140, required when remarkRequired is Y)
 * and up to three jpg/jpeg/png images of 5 MB with previews (at least one when imageRequired is Y),
 * reset and submit. A second submit while one is out is ignored; closing or resetting clears the
 * form (the page mounts the modal only while it is open, so closing drops its state); on success
 * the modal closes and the promotion shows PENDING.
 */
export function ApplyRewardModal({ promotion, open, onClose }: { promotion: MerchantPromotion; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('promotions');
  const ids = { remarks: useId(), images: useId(), message: useId() };
  const [remarks, setRemarks] = useState('');
  const [images, setImages] = useState<Picked[]>([]);
  const [message, setMessage] = useState<ClaimMessage | null>(null);
  const submitting = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const mutation = useSignUpReward();
  const remarkRequired = promotion.remarkRequired === 'Y';
  const imageRequired = promotion.imageRequired === 'Y';

  const close = () => {
    reset();
    onClose();
  };
  const reset = () => {
    setRemarks('');
    setImages([]);
    setMessage(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    const next = [...images];
    for (const file of files) {
      const problem = imageProblem(file, next.length);
      if (problem) {
        setMessage(problem);
        break;
      }
      next.push({ name: file.name, dataUrl: await readAsDataUrl(file) });
    }
    if (next.length !== images.length) {
      setImages(next);
      if (next.length === images.length + files.length) setMessage(null);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting.current) return; // spec 2 §4: double submit ignored
    const problem = claimProblem({ remarks, images: images.length, remarkRequired, imageRequired });
    setMessage(problem);
    if (problem) return;
    submitting.current = true;
    try {
      await mutation.mutateAsync({
        promotionId: promotion.promotionId,
        ...(remarks.trim() ? { remarks: remarks.trim() } : {}),
        ...(images.length ? { pictures: images.map((i) => i.dataUrl) } : {}),
      });
      close();
    } catch {
      // the request layer showed the server's message
    } finally {
      submitting.current = false;
    }
  };

  return (
    <PromoDialog open={open} onOpenChange={(o) => !o && close()} title={t('apply.title')} width={WIDTH} testId="apply-reward-modal">
      <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-5">
        <p className="font-semibold">{promotion.title}</p>
        <div className="grid gap-2">
          <label htmlFor={ids.remarks} className="text-sm font-semibold">
            {t('apply.remarks')}
            {remarkRequired ? <span className="text-danger"> *</span> : null}
          </label>
          <textarea
            id={ids.remarks}
            value={remarks}
            maxLength={CLAIM_REMARKS_MAX_LENGTH}
            onChange={(e) => setRemarks(e.target.value)}
            rows={4}
            placeholder={t('apply.remarksPlaceholder')}
            aria-describedby={message ? ids.message : undefined}
            aria-invalid={message === 'messages.remarkLimit' || undefined}
            className="w-full resize-y rounded-control border border-border bg-surface-raised px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-accent"
          />
          <p className="text-right text-xs text-muted">{t('apply.remarksCount', { count: remarks.length, max: CLAIM_REMARKS_MAX_LENGTH })}</p>
        </div>
        <div className="grid gap-2">
          <span id={ids.images} className="text-sm font-semibold">
            {t('apply.images')}
            {imageRequired ? <span className="text-danger"> *</span> : null}
          </span>
          <p className="text-xs text-muted">{t('apply.imagesHint', { max: CLAIM_MAX_IMAGES })}</p>
          <ul aria-labelledby={ids.images} className="flex flex-wrap gap-3">
            {images.map((img, i) => (
              <li key={`${img.name}-${i}`} className="relative size-24 overflow-hidden rounded-card border border-border">
                <img src={img.dataUrl} alt={t('apply.preview', { n: i + 1 })} className="size-full object-cover" />
                <button
                  type="button"
                  onClick={() => setImages(images.filter((_, j) => j !== i))}
                  aria-label={t('apply.removeImage', { n: i + 1 })}
                  className="absolute top-1 right-1 grid size-7 place-items-center rounded-full bg-black/70 text-white"
                >
                  <Icon name="close" className="size-4" />
                </button>
              </li>
            ))}
            {images.length < CLAIM_MAX_IMAGES ? (
              <li>
                <label className="grid size-24 cursor-pointer place-items-center rounded-card border border-dashed border-border text-muted hover:border-accent hover:text-accent">
                  <span className="grid justify-items-center gap-1 text-xs">
                    <Icon name="download" className="size-5 rotate-180" />
                    {t('apply.addImage')}
                  </span>
                  <input
                    ref={fileInput}
                    type="file"
                    accept=".jpg,.jpeg,.png,image/jpeg,image/png"
                    multiple
                    className="sr-only"
                    aria-label={t('apply.addImage')}
                    onChange={(e) => void pick(e)}
                  />
                </label>
              </li>
            ) : null}
          </ul>
        </div>
        <p id={ids.message} role="alert" className="min-h-5 text-sm text-danger">
          {message ? t(message, { max: CLAIM_MAX_IMAGES }) : ''}
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" onClick={reset}>
            {t('apply.reset')}
          </Button>
          <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
            {mutation.isPending ? t('apply.submitting') : t('apply.submit')}
          </Button>
        </div>
      </form>
    </PromoDialog>
  );
}
