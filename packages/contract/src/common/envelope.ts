import { z } from 'zod/mini';

/** Every /wps reply: `{ success, value, errorCode?, message? }` (spec 3, Replies). */
export const envelopeSchema = <T extends z.ZodMiniType>(value: T) =>
  z.object({
    success: z.boolean(),
    value: z.optional(value),
    errorCode: z.optional(z.string()),
    message: z.optional(z.string()),
  });

export interface Envelope<T = unknown> {
  success: boolean;
  value?: T;
  errorCode?: string;
  message?: string;
}

export const okEnvelope = <T>(value: T): Envelope<T> => ({ success: true, value });

export const failEnvelope = (errorCode: string, message: string, value?: unknown): Envelope => ({
  success: false,
  errorCode,
  message,
  ...(value === undefined ? {} : { value }),
});
