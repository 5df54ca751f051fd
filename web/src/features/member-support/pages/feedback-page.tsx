import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_HINT_MIN_LENGTH, FEEDBACK_MAX_LENGTH, FEEDBACK_QUESTION_TYPES, IMAGE_MAX_BYTES, type FeedbackQuestionType, type MemberInfo } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { PageFrame, Panel } from '../../../components/ui/page-frame';
import { CaptchaBox, captchaPassed, type CaptchaValue } from '../../../components/verification/captcha-box';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/i18n';
import { useSubmitFeedback } from '../api/submit-feedback';
import { useReadyWhen } from '../../../lib/page-ready';

const TYPES = Object.entries(FEEDBACK_QUESTION_TYPES) as [keyof typeof FEEDBACK_QUESTION_TYPES, FeedbackQuestionType][];
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

const readDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/**
 * feedback (spec 2 §2 "Feedback form", §3, §5; FEEDBACK3): a question type, the text (required,
 * at most 200), an optional png or jpeg of at most 5 MB and the image captcha. The member's account
 * name goes with it.
 */
export default function FeedbackPage({ member, onReady }: { member?: MemberInfo; onReady?: () => void }) {
  const { t } = useTranslation('support');
  useReadyWhen(true, onReady);
  const ids = { type: useId(), content: useId(), hint: useId(), file: useId(), fileError: useId(), contentError: useId() };
  const [type, setType] = useState<FeedbackQuestionType>(FEEDBACK_QUESTION_TYPES.deposit_issues);
  const [content, setContent] = useState('');
  const [file, setFile] = useState<{ name: string; dataUrl: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<CaptchaValue | null>(null);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [captchaKey, setCaptchaKey] = useState(0);
  const [checked, setChecked] = useState(false);
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const submit = useSubmitFeedback();

  const contentProblem = content.trim() === '' ? t('feedback.contentRequired') : content.length > FEEDBACK_MAX_LENGTH ? t('feedback.contentTooLong', { max: FEEDBACK_MAX_LENGTH }) : null;

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    setFileError(null);
    if (!f) return setFile(null);
    if (!IMAGE_TYPES.includes(f.type)) {
      e.target.value = '';
      return setFileError(t('feedback.fileType'));
    }
    if (f.size > IMAGE_MAX_BYTES) {
      e.target.value = '';
      return setFileError(t('feedback.fileTooLarge'));
    }
    setFile({ name: f.name, dataUrl: await readDataUrl(f) });
  };

  const clearFile = () => {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    setSent(false);
    setFailed(null);
    if (!captchaPassed(captcha)) setCaptchaError(errorText('verify_first'));
    if (contentProblem || !captchaPassed(captcha) || submit.isPending) return;
    try {
      await submit.mutateAsync({
        ...(member?.account ? { sender: member.account } : {}),
        content: content.trim(),
        type,
        captcha: captcha?.captcha ?? '',
        ...(file ? { file: file.dataUrl } : {}),
      });
      setSent(true);
      setContent('');
      clearFile();
      setChecked(false);
    } catch (err) {
      const code = isApiError(err) ? err.errorCode : undefined;
      if (code === 'verify_first') setCaptchaError(errorText('verify_first'));
      else setFailed(errorText(code) ?? (err instanceof Error ? err.message : t('feedback.failed')));
    } finally {
      // the server spends a captcha on every check: a new image for the next try
      setCaptcha(null);
      setCaptchaKey((k) => k + 1);
    }
  };

  return (
    <PageFrame title={t('feedback.title')} icon="chat">
      <Panel>
        <form noValidate aria-label={t('feedback.title')} onSubmit={(e) => void onSubmit(e)} className="grid gap-4">
          <p className="text-sm text-muted">{t('feedback.intro')}</p>
          <div className="grid gap-1.5">
            <label htmlFor={ids.type} className="text-sm font-semibold">
              {t('feedback.type')}
            </label>
            <select
              id={ids.type}
              value={type}
              onChange={(e) => setType(Number(e.target.value) as FeedbackQuestionType)}
              className="min-h-11 rounded-control border border-border bg-surface-2 px-3 text-text"
            >
              {TYPES.map(([key, value]) => (
                <option key={key} value={value}>
                  {t(`feedback.types.${key}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={ids.content} className="text-sm font-semibold">
              {t('feedback.content')}
            </label>
            <textarea
              id={ids.content}
              value={content}
              rows={5}
              maxLength={FEEDBACK_MAX_LENGTH}
              onChange={(e) => setContent(e.target.value)}
              aria-invalid={checked && contentProblem ? true : undefined}
              aria-describedby={checked && contentProblem ? `${ids.contentError} ${ids.hint}` : ids.hint}
              placeholder={t('feedback.hint', { min: FEEDBACK_HINT_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH })}
              className="rounded-control border border-border bg-surface-2 p-3 text-text aria-[invalid]:border-danger"
            />
            <p id={ids.hint} className="flex justify-between text-xs text-muted">
              <span>{t('feedback.hint', { min: FEEDBACK_HINT_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH })}</span>
              <span className="tabular-nums">
                {content.length}/{FEEDBACK_MAX_LENGTH}
              </span>
            </p>
            {checked && contentProblem ? (
              <p id={ids.contentError} className="text-sm text-danger">
                {contentProblem}
              </p>
            ) : null}
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={ids.file} className="text-sm font-semibold">
              {t('feedback.image')}
            </label>
            <input
              ref={fileInput}
              id={ids.file}
              type="file"
              accept=".png,.jpg,.jpeg,image/png,image/jpeg"
              onChange={(e) => void onFile(e)}
              aria-describedby={fileError ? ids.fileError : undefined}
              aria-invalid={fileError ? true : undefined}
              className="text-sm file:mr-3 file:min-h-11 file:rounded-control file:border-0 file:bg-surface-2 file:px-4 file:font-semibold file:text-text"
            />
            <p className="text-xs text-muted">{t('feedback.imageHint')}</p>
            {fileError ? (
              <p id={ids.fileError} className="text-sm text-danger">
                {fileError}
              </p>
            ) : null}
            {file ? (
              <p className="flex items-center gap-2 text-sm">
                <Icon name="checkCircle" className="size-4 text-success" />
                <span className="truncate">{file.name}</span>
                <button type="button" onClick={clearFile} className="min-h-11 px-2 font-semibold text-accent underline">
                  {t('feedback.removeImage')}
                </button>
              </p>
            ) : null}
          </div>
          <CaptchaBox
            mode={{ kind: 'image' }}
            value={captcha}
            onChange={(v) => {
              setCaptcha(v);
              if (v) setCaptchaError(undefined);
            }}
            resetKey={captchaKey}
            error={checked ? captchaError : undefined}
          />
          {sent ? (
            <p role="status" className="rounded-control bg-success/12 px-4 py-3 text-sm font-semibold text-success">
              {t('feedback.sent')}
            </p>
          ) : null}
          {failed ? (
            <p role="alert" className="rounded-control bg-danger/12 px-4 py-3 text-sm text-danger">
              {failed}
            </p>
          ) : null}
          <Button type="submit" disabled={submit.isPending} className="justify-self-start">
            {t('feedback.submit')}
          </Button>
        </form>
      </Panel>
    </PageFrame>
  );
}
