import { z } from 'zod/mini';
import { defineCall } from '../common/define-call.js';
import { LANGUAGES } from '../constants.js';
import { onFirstUse } from '../common/on-first-use.js';

/** Help topic (spec 2 §3, spec 3 Replies); content is html the client sanitises. */
export interface HelpTopic {
  tag: string;
  title: string;
  content: string;
  bgColor: string | null;
  lang: string;
  display: boolean;
  children: HelpTopic[];
}

export const helpTopicSchema: z.ZodMiniType<HelpTopic> = onFirstUse(() => z.lazy(() =>
  z.object({
    tag: z.string(),
    title: z.string(),
    content: z.string(),
    bgColor: z.nullable(z.string()),
    lang: z.string(),
    display: z.boolean(),
    children: z.array(helpTopicSchema),
  }),
));

export const helpCalls = {
  helpCenter: onFirstUse(() => defineCall({
    id: 'help.helpCenter',
    method: 'GET',
    path: '/wps/system/helpCenter',
    modId: null, // system path: readable before flags load
    request: z.object({ lang: z.optional(z.enum(LANGUAGES)), device: z.optional(z.literal('WEB')) }), // spec 2 §7
    reply: z.array(helpTopicSchema),
  })),
};
