import { z } from 'zod/mini';
import { defineCall } from '../common/define-call.js';
import { emptyRequestSchema, trimmedText } from '../common/shared.js';
import { LANGUAGES } from '../constants.js';
import { onFirstUse } from '../common/on-first-use.js';

export const chatUnreadSchema = onFirstUse(() => z.object({ unReadCount: z.number().check(z.int(), z.nonnegative()) }));
export const chatLaunchReplySchema = onFirstUse(() => z.object({ chatUrl: z.string() }));
export const chatPermissionSchema = onFirstUse(() => z.object({ hasPermission: z.boolean() }));

/** CBS_launchChat: b2c flag, title, language, header colour (spec 2 §7). */
export const chatLaunchRequestSchema = onFirstUse(() => z.object({
  b2c: z.boolean(),
  title: z.optional(trimmedText(64)),
  language: z.optional(z.enum(LANGUAGES)),
  headerColor: z.optional(z.string().check(z.regex(/^#[0-9a-fA-F]{3,8}$/))),
}));

export const chatCalls = {
  unreadCount: onFirstUse(() => defineCall({
    id: 'chat.unreadCount',
    method: 'GET',
    path: '/wps/relay/CBS_unreadCount',
    modId: 'CBS3',
    token: true,
    silent: true, // spec 3 "Silent relays"
    request: emptyRequestSchema,
    reply: chatUnreadSchema,
  })),
  launch: onFirstUse(() => defineCall({
    id: 'chat.launch',
    method: 'POST',
    path: '/wps/relay/CBS_launchChat',
    modId: 'CBS3',
    token: true,
    request: chatLaunchRequestSchema,
    reply: chatLaunchReplySchema,
  })),
  groupPermission: onFirstUse(() => defineCall({
    id: 'chat.groupPermission',
    method: 'GET',
    path: '/wps/relay/CBS_groupPermission',
    modId: 'CBS3',
    token: true,
    alert: false, // spec 2 §7: alert may be off; the caller shows the chat warning
    request: emptyRequestSchema,
    reply: chatPermissionSchema,
  })),
  providerToken: onFirstUse(() => defineCall({
    id: 'chat.providerToken',
    method: 'POST',
    path: '/wps/customerService/token',
    pathNote: 'ours: spec 1 §7 and spec 2 §4 name a chat-provider token call for a user id without path or host',
    modId: 'COMM3',
    token: true,
    request: z.object({
      userId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
      csType: z.optional(z.string().check(z.maxLength(32))),
    }),
    reply: z.object({ token: z.string(), expiresAt: z.number().check(z.int()) }),
  })),
};
