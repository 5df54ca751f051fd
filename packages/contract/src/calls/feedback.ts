import { z } from 'zod';
import { defineCall } from '../common/define-call.js';
import { imageDataUrlSchema, noValueSchema } from '../common/shared.js';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_QUESTION_TYPES, type FeedbackQuestionType } from '../constants.js';

const questionTypes = Object.values(FEEDBACK_QUESTION_TYPES) as FeedbackQuestionType[];

/** Question type 0, 1, 2, 3, 4 or 6 (spec 2 §3); numbers or their strings. */
export const feedbackTypeSchema = z
  .union([z.number(), z.string().regex(/^\d$/)])
  .transform(Number)
  .pipe(z.literal(questionTypes, 'feedback_type_invalid'));

/** Feedback (spec 2 §3, §5): content and captcha required, content at most 200, optional image. */
export const feedbackRequestSchema = z.object({
  sender: z.string().trim().max(64).optional(), // visitors may omit it
  content: z.string().trim().min(1, 'not_empty').max(FEEDBACK_MAX_LENGTH, 'feedback_too_long'),
  type: feedbackTypeSchema,
  captcha: z.string().trim().min(1, 'not_empty').max(16),
  file: imageDataUrlSchema.optional(),
});
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

export const feedbackCalls = {
  submit: defineCall({
    id: 'feedback.submit',
    method: 'PUT',
    path: '/wps/feedback',
    modId: 'FEEDBACK3',
    request: feedbackRequestSchema,
    reply: noValueSchema,
  }),
};
