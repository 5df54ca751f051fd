import { z } from 'zod/mini';
import { IMAGE_MAX_BYTES } from '../constants.js';
import { onFirstUse } from './on-first-use.js';

/** The platform's Y/N flags (remarkRequired, isAutoConfirmed, downlineHigherRate, ...). */
export const yesNoSchema = onFirstUse(() => z.enum(['Y', 'N']));
export type YesNo = z.infer<typeof yesNoSchema>;

/** Calls with nothing to send. Not strict: the request layer may add loginDeviceId or cache busters. */
export const emptyRequestSchema = onFirstUse(() => z.object({}));

/** Calls whose reply carries no value: the server answers `value: null`. */
export const noValueSchema = onFirstUse(() => z.null());

/** A platform id: ids are strings on the wire so foreign numeric ids do not overflow. */
export const idSchema = onFirstUse(() => z.string().check(z.minLength(1), z.maxLength(64)));

/**
 * Control characters no field of any call may carry: C0 except tab, line feed and carriage return
 * (free text keeps its lines), DEL and C1. U+0000 in particular, which no text column can store.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Paths (within a parsed value) of strings that hold a control character; depth-limited. */
export function controlCharacterPaths(value: unknown, path: (string | number)[] = [], depth = 0, found: (string | number)[][] = []): (string | number)[][] {
  if (found.length >= 10 || depth > 32) return found;
  if (typeof value === 'string') {
    if (CONTROL_CHARACTERS.test(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => controlCharacterPaths(v, [...path, i], depth + 1, found));
  } else if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [k, v] of Object.entries(value)) {
      if (CONTROL_CHARACTERS.test(k)) found.push([...path, k]);
      controlCharacterPaths(v, [...path, k], depth + 1, found);
    }
  }
  return found;
}

/**
 * The one rule every call's request obeys (defineCall applies it): no string anywhere in the
 * request holds a control character, so such input is refused as invalid, never stored or sent on.
 */
export const refuseControlCharacters = <T extends z.ZodMiniType>(schema: T): T =>
  schema.check(
    z.superRefine((value, ctx) => {
      for (const path of controlCharacterPaths(value)) {
        ctx.addIssue({ code: 'custom', path, message: 'control characters are not allowed' });
      }
    }),
  );

/** A short free-text field. */
export const trimmedText = (max: number) => z.string().check(z.trim(), z.maxLength(max));

const IMAGE_DATA_URL = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/]+={0,2})$/;

/** Decoded byte length of a base64 payload. */
export const base64Bytes = (b64: string): number =>
  Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);

/** An uploaded image as a data URL: jpg, jpeg or png, at most 5 MB (spec 2 §5). */
export const imageDataUrlSchema = onFirstUse(() => z.string().check(
  z.regex(IMAGE_DATA_URL, 'image_type_invalid'),
  z.refine((s) => base64Bytes(s.slice(s.indexOf(',') + 1)) <= IMAGE_MAX_BYTES, { message: 'image_too_large' }),
));
