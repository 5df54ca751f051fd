import { z } from 'zod';

/** Every /wps reply: `{ success, value, errorCode?, message? }` (spec 3, Replies). */
export const envelopeSchema = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    value: value.optional(),
    errorCode: z.string().optional(),
    message: z.string().optional(),
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
