import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '../constants.js';

/** The platform's Y/N flags (remarkRequired, isAutoConfirmed, downlineHigherRate, ...). */
export const yesNoSchema = z.enum(['Y', 'N']);
export type YesNo = z.infer<typeof yesNoSchema>;

/** Calls with nothing to send. Not strict: the request layer may add loginDeviceId or cache busters. */
export const emptyRequestSchema = z.object({});

/** Calls whose reply carries no value: the server answers `value: null`. */
export const noValueSchema = z.null();

/** A platform id: ids are strings on the wire so foreign numeric ids do not overflow. */
export const idSchema = z.string().min(1).max(64);

/** A short free-text field. */
export const trimmedText = (max: number) => z.string().trim().max(max);

const IMAGE_DATA_URL = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/]+={0,2})$/;

/** Decoded byte length of a base64 payload. */
export const base64Bytes = (b64: string): number =>
  Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);

/** An uploaded image as a data URL: jpg, jpeg or png, at most 5 MB (spec 2 §5). */
export const imageDataUrlSchema = z
  .string()
  .regex(IMAGE_DATA_URL, 'image_type_invalid')
  .refine((s) => base64Bytes(s.slice(s.indexOf(',') + 1)) <= IMAGE_MAX_BYTES, { message: 'image_too_large' });
