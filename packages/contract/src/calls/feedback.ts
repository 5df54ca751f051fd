import { z } from 'zod/mini';
import { defineCall } from '../common/define-call.js';
import { imageDataUrlSchema, noValueSchema } from '../common/shared.js';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_QUESTION_TYPES, type FeedbackQuestionType } from '../constants.js';
import { onFirstUse } from '../common/on-first-use.js';

const questionTypes = Object.values(FEEDBACK_QUESTION_TYPES) as FeedbackQuestionType[];

/** Question type 0, 1, 2, 3, 4 or 6 (spec 2 §3); numbers or their strings. */
export const feedbackTypeSchema = onFirstUse(() => z.pipe(
  z.pipe(z.union([z.number(), z.string().check(z.regex(/^\d$/))]), z.transform(Number)),
  z.literal(questionTypes, 'feedback_type_invalid'),
));

/** Feedback (spec 2 §3, §5): content and captcha required, content at most 200, optional image. */
export const feedbackRequestSchema = onFirstUse(() => z.object({
  sender: z.optional(z.string().check(z.trim(), z.maxLength(64))), // visitors may omit it
  content: z.string().check(z.trim(), z.minLength(1, 'not_empty'), z.maxLength(FEEDBACK_MAX_LENGTH, 'feedback_too_long')),
  type: feedbackTypeSchema,
  captcha: z.string().check(z.trim(), z.minLength(1, 'not_empty'), z.maxLength(16)),
  file: z.optional(imageDataUrlSchema),
}));
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

export const feedbackCalls = {
  submit: onFirstUse(() => defineCall({
    id: 'feedback.submit',
    method: 'PUT',
    path: '/wps/feedback',
    modId: 'FEEDBACK3',
    request: feedbackRequestSchema,
    reply: noValueSchema,
  })),
};
