import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IOS_INSTALL_STEP_IMAGES, STEP_VIEWER_SLIDE_WIDTH_PX } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { INSTALL_GUIDE_ID } from '../model/app-links';

const STEPS = Array.from({ length: IOS_INSTALL_STEP_IMAGES }, (_, i) => i + 1);
/** The step illustrations, served with the site (web/public/res/ios-install). */
const stepImage = (n: number) => `/res/ios-install/step-${n}.svg`;

/** One platform's guide: its section (the target of a seeded link's hash), title and intro. */
function GuideSection({ platform, children }: { platform: 'ios' | 'android'; children: ReactNode }) {
  const { t } = useTranslation('download');
  const id = INSTALL_GUIDE_ID[platform === 'ios' ? 'IOS' : 'Android'];
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 rounded-card border border-border bg-surface p-5 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t(`${platform}.title`)}
      </h2>
      <p className="mt-1 text-sm text-muted">{t(`${platform}.intro`)}</p>
      {children}
    </section>
  );
}

/**
 * The iOS install step viewer (spec 2 §2 "Download page", §9: 6 images, slide width 270 px): one
 * step at a time with its caption, previous and next, and the position "n of 6".
 */
export function IosInstallGuide() {
  const { t } = useTranslation('download');
  const [step, setStep] = useState(1);
  return (
    <GuideSection platform="ios">
      <div className="mx-auto mt-5 max-w-full" style={{ width: STEP_VIEWER_SLIDE_WIDTH_PX }}>
        <div className="overflow-hidden rounded-card">
          <ol
            aria-label={t('ios.stepsLabel')}
            className="flex transition-transform duration-300 motion-reduce:transition-none"
            style={{ transform: `translateX(-${(step - 1) * 100}%)` }}
          >
            {STEPS.map((n) => (
              <li key={n} className="w-full shrink-0" aria-hidden={n !== step} inert={n !== step}>
                <figure>
                  <img
                    src={stepImage(n)}
                    alt=""
                    width={STEP_VIEWER_SLIDE_WIDTH_PX}
                    height={STEP_VIEWER_SLIDE_WIDTH_PX * (16 / 9)}
                    loading={n === 1 ? 'eager' : 'lazy'}
                    className="h-auto w-full bg-surface-2"
                  />
                  <figcaption className="mt-3 min-h-16 text-sm leading-relaxed">{t(`ios.steps.${n}`)}</figcaption>
                </figure>
              </li>
            ))}
          </ol>
        </div>
        <div className="mt-3 flex items-center justify-between gap-2">
          <Button variant="secondary" size="icon" onClick={() => setStep((s) => s - 1)} disabled={step === 1} aria-label={t('ios.previous')}>
            <Icon name="chevronRight" className="size-5 rotate-180" />
          </Button>
          <p aria-live="polite" className="text-sm font-semibold text-muted">
            {t('ios.position', { n: step, total: IOS_INSTALL_STEP_IMAGES })}
          </p>
          <Button variant="secondary" size="icon" onClick={() => setStep((s) => s + 1)} disabled={step === IOS_INSTALL_STEP_IMAGES} aria-label={t('ios.next')}>
            <Icon name="chevronRight" className="size-5" />
          </Button>
        </div>
      </div>
    </GuideSection>
  );
}

const ANDROID_STEPS = [1, 2, 3];

/** Adding the site to an Android phone's home screen (its link leads here: no installer to fetch). */
export function AndroidInstallGuide() {
  const { t } = useTranslation('download');
  return (
    <GuideSection platform="android">
      <ol className="mt-4 grid gap-3">
        {ANDROID_STEPS.map((n) => (
          <li key={n} className="flex gap-3 text-sm leading-relaxed">
            <span aria-hidden="true" className="grid size-7 shrink-0 place-items-center rounded-full bg-accent/15 text-xs font-bold text-accent">
              {n}
            </span>
            <span className="pt-1">{t(`android.steps.${n}`)}</span>
          </li>
        ))}
      </ol>
    </GuideSection>
  );
}
