import { z } from 'zod';

/** A server-supplied field rule (spec 1 §3 "Field rule"); `*` as pattern means any (spec 1 §5). */
export const fieldRuleSchema = z.object({
  patternId: z.string().optional(),
  acceptedPattern: z.string(),
  minLength: z.number().int().nonnegative(),
  maxLength: z.number().int().positive(),
  required: z.boolean(),
  enabled: z.boolean(),
  updateRequired: z.boolean().optional(),
  message: z.string().optional(),
});
export type FieldRule = z.infer<typeof fieldRuleSchema>;

/** Registration rules keyed by form field name (spec 1 §3 "Register info"). */
export const fieldRulesSchema = z.record(z.string(), fieldRuleSchema);
export type FieldRules = z.infer<typeof fieldRulesSchema>;
