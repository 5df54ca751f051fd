import { z } from 'zod/mini';
import { defineCall } from '../common/define-call.js';
import { onFirstUse } from '../common/on-first-use.js';

/**
 * A tracking id (Google tag, Meta pixel, TikTok pixel, AppsFlyer, Adjust) or an affiliate code: a
 * short token of letters, digits, `_` and `-`, so that nothing can be injected into the script
 * URL or the call the site builds from it.
 */
export const TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const token = onFirstUse(() => z.string().check(z.regex(TRACKING_TOKEN_PATTERN)));
const optionalToken = onFirstUse(() => z.optional(z.nullable(token)));

/** A host name as a merchant configures it: lower case, no scheme, no port. */
export const TRACKING_DOMAIN_PATTERN = /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/;

/**
 * One entry of a tracking config's `domains` list (spec 2 §3). The site loads the Google tag
 * (gtagId), the Meta pixel (fbPixelId) and the TikTok pixel (tiktokPixelId) configured here;
 * `affiliateCode` is the registration's affiliate code when the visitor's URL carries none.
 * appsFlyerId and adjustId are mobile-app attribution ids: kept here because they are the spec's
 * shape, read by the merchant's apps; the web site loads no SDK for them
 * (docs/decisions/0029-tracking-config.md).
 */
export const trackingDomainSchema = onFirstUse(() => z.object({
  gtagId: optionalToken,
  fbPixelId: optionalToken,
  tiktokPixelId: optionalToken,
  appsFlyerId: optionalToken,
  adjustId: optionalToken,
  affiliateCode: optionalToken,
}));
export type TrackingDomain = z.infer<typeof trackingDomainSchema>;

/**
 * Tracking config (spec 2 §3): trackId, domain, isDefault and its domains list. A merchant keeps
 * one per host it serves, at most one of them its default. The config for a page is the one whose
 * `domain` is the page's host (port ignored), else the merchant's default (`isDefault` true), else
 * none (null): docs/decisions/0029-tracking-config.md.
 */
export const trackingConfigSchema = onFirstUse(() => z.object({
  trackId: token,
  domain: z.string().check(z.regex(TRACKING_DOMAIN_PATTERN)),
  isDefault: z.boolean(),
  domains: z.array(trackingDomainSchema).check(z.maxLength(20)),
}));
export type TrackingConfig = z.infer<typeof trackingConfigSchema>;

/** The page's host as `location.host` gives it: a name or address, with a port when not the default. */
export const trackingConfigRequestSchema = onFirstUse(() => z.object({
  host: z.string().check(z.minLength(1), z.maxLength(260), z.regex(/^[A-Za-z0-9.:[\]-]+$/)),
}));

export const trackingCalls = {
  config: onFirstUse(() => defineCall({
    id: 'tracking.config',
    method: 'GET',
    path: '/wps/system/tracking',
    pathNote:
      "ours: spec 2 §3 shows the tracking config's shape but not its call; a guest read under /wps/system beside the status call, which also sends the page's host",
    modId: null,
    // a tracking failure never shows a player a dialog
    alert: false,
    request: trackingConfigRequestSchema,
    reply: z.nullable(trackingConfigSchema),
  })),
};
