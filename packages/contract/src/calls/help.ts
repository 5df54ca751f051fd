import { z } from 'zod';
import { defineCall } from '../common/define-call.js';
import { LANGUAGES } from '../constants.js';

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

export const helpTopicSchema: z.ZodType<HelpTopic> = z.lazy(() =>
  z.object({
    tag: z.string(),
    title: z.string(),
    content: z.string(),
    bgColor: z.string().nullable(),
    lang: z.string(),
    display: z.boolean(),
    children: z.array(helpTopicSchema),
  }),
);

export const helpCalls = {
  helpCenter: defineCall({
    id: 'help.helpCenter',
    method: 'GET',
    path: '/wps/system/helpCenter',
    modId: null, // system path: readable before flags load
    request: z.object({ lang: z.enum(LANGUAGES).optional(), device: z.literal('WEB').optional() }), // spec 2 §7
    reply: z.array(helpTopicSchema),
  }),
};
