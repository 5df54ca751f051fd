import { CLAIM_MAX_IMAGES, CLAIM_REMARKS_MAX_LENGTH, IMAGE_MAX_BYTES, IMAGE_TYPES } from '@lotto/contract';

/** The apply-reward form's messages (keys of the promotions namespace), spec 2 §5. */
export type ClaimMessage =
  | 'messages.remarkLimit'
  | 'messages.activity_apply_remark_limit2'
  | 'messages.imageType'
  | 'messages.imageSize'
  | 'messages.imageCount';

/** jpg, jpeg or png by name and type (the server checks the bytes too). */
export function imageProblem(file: Pick<File, 'name' | 'type' | 'size'>, already: number): ClaimMessage | null {
  if (already >= CLAIM_MAX_IMAGES) return 'messages.imageCount';
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (IMAGE_TYPES as readonly string[]).includes(ext) && /^image\/(png|jpe?g)$/.test(file.type);
  if (!typeOk) return 'messages.imageType';
  if (file.size > IMAGE_MAX_BYTES) return 'messages.imageSize';
  return null;
}

/**
 * What stops a submit, first problem first (spec 2 §5): remarks when the promotion requires them
 * (empty, or longer than the textarea allows), then at least one image when it requires one.
 */
export function claimProblem(input: { remarks: string; images: number; remarkRequired: boolean; imageRequired: boolean }): ClaimMessage | null {
  const remarks = input.remarks.trim();
  if ((input.remarkRequired && remarks.length === 0) || remarks.length > CLAIM_REMARKS_MAX_LENGTH) return 'messages.remarkLimit';
  if (input.imageRequired && input.images === 0) return 'messages.activity_apply_remark_limit2';
  return null;
}

/** A picked file as the data URL the claim call carries. */
export const readAsDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
