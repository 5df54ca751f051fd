import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BANNER_GROUP_HOME,
  BANNER_STILL_ID,
  BOOT_REPLIES_ELEMENT_ID,
  DEFAULT_DEVICE,
  GATEWAY_VERSION,
  HEADERS,
  REQUEST_DEFAULT_LANGUAGE,
  announcementCalls,
  gameCalls,
  getUrl,
  okEnvelope,
  systemCalls,
  type AnnouncementsReply,
  type BootReplies,
} from '@lotto/contract';

/** The site's home page (web/src/app/router.tsx: the index route and /index). */
const HOME_PAGE = /^\/(index)?$/;

/**
 * What a guest's first page reads before it can paint (web: the shell's settings, status, templates
 * and vendor lanes; on the home page its banners and popups), as the site's request layer writes
 * the URLs.
 */
export function firstReads(pagePath: string, host: string, merchant: string): string[] {
  const urls = [
    systemCalls.settings.path,
    getUrl(systemCalls.status.path, { url: host }),
    systemCalls.templates.path,
    getUrl(gameCalls.vendors.path, { merchantCode: merchant }),
  ];
  if (HOME_PAGE.test(pagePath)) urls.push(homeBanners, homePopups);
  return urls;
}

/**
 * How a successful answer begins (the envelope as register-call serializes it): read off the text,
 * so the page's answers (17 KB on the home page) are not parsed once more to find their flag.
 */
const SUCCESS_PREFIX = JSON.stringify(okEnvelope(0)).slice(0, -'0}'.length);

const homeBanners = getUrl(announcementCalls.list.path, { types: 'B', groupName: BANNER_GROUP_HOME });
const homePopups = getUrl(announcementCalls.list.path, { types: 'PU', platform: 'W' });

export interface PageReads {
  boot: BootReplies;
  /**
   * The home page's largest paints, worth fetching beside the scripts: the first banner's image and
   * the advertisement popup's (which opens over the page for a guest).
   */
  images: string[];
  /** The home page's first banner image, painted in the page's skeleton (BANNER_STILL_ID). */
  bannerStill?: string;
}

/**
 * Asks the app's own API the page's first reads, as the guest's browser would (the default request
 * language, the merchant of the host, the visitor's address for the rate limit), keeping the
 * successful answers. A read that fails is left out: the browser makes it itself.
 */
export async function pageReads(app: FastifyInstance, request: FastifyRequest, merchant: string, pagePath: string): Promise<PageReads> {
  const host = request.headers.host ?? '';
  const headers = {
    host,
    [HEADERS.merchant]: merchant,
    [HEADERS.language]: REQUEST_DEFAULT_LANGUAGE,
    [HEADERS.device]: DEFAULT_DEVICE,
    [HEADERS.gatewayVersion]: GATEWAY_VERSION,
  };
  const replies: Record<string, string> = {};
  await Promise.all(
    firstReads(pagePath, host, merchant).map(async (url) => {
      const res = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
      if (res.statusCode === 200 && res.body.startsWith(SUCCESS_PREFIX)) replies[url] = res.body;
    }),
  );
  const banner = valueOf<AnnouncementsReply>(replies[homeBanners])?.banners?.[0]?.url;
  const popup = valueOf<AnnouncementsReply>(replies[homePopups])?.popup?.[0]?.announcementImages?.[0]?.url;
  return {
    boot: { merchant, language: REQUEST_DEFAULT_LANGUAGE, replies },
    images: [banner, popup].filter((u): u is string => !!u),
    ...(banner ? { bannerStill: banner } : {}),
  };
}

const valueOf = <T>(body: string | undefined): T | undefined => (body ? (JSON.parse(body) as { value?: T }).value : undefined);

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Puts `links` in the head before its first script or module preload: over HTTP/1.1's six
 * connections a page's images asked for after its twenty scripts wait for a free one.
 */
function beforeScripts(html: string, links: string): string {
  const head = html.search(/<\/head>/i);
  if (head < 0) return html;
  const first = html.slice(0, head).search(/<script\b|<link rel="modulepreload"/i);
  const at = first < 0 ? head : first;
  return `${html.slice(0, at)}${links}\n    ${html.slice(at)}`;
}

/** The skeleton's empty banner box (web/src/app/shell-skeleton.tsx). */
const STILL_SLOT = new RegExp(`<div id="${BANNER_STILL_ID}"[^>]*></div>`);

/**
 * The still of the home page's first banner, in the skeleton's banner box and as large as the
 * carousel's slide (3:1, the box's width): painted with the page's frame, before any script. Its
 * styles are its own, since the page's stylesheet may not be in yet.
 */
const bannerStill = (src: string) =>
  `<img id="${BANNER_STILL_ID}" src="${escapeAttr(src)}" alt="" width="1200" height="400" fetchpriority="high" style="display:block;width:100%;height:auto;aspect-ratio:3/1;object-fit:cover">`;

/**
 * The page with its reads: the answers as a JSON script element (never run; `<` escaped so no
 * answer can end the element), the home banner's still in the skeleton and high-priority preloads
 * of the images of its largest paints, asked for before the scripts.
 */
export function withPageReads(html: string, reads: PageReads): string {
  const json = JSON.stringify(reads.boot).replace(/</g, '\\u003c');
  const script = `<script type="application/json" id="${BOOT_REPLIES_ELEMENT_ID}">${json}</script>`;
  const preload = reads.images.map((src) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttr(src)}">`).join('\n    ');
  let out = preload ? beforeScripts(html, preload) : html;
  const still = reads.bannerStill;
  if (still) out = out.replace(STILL_SLOT, () => bannerStill(still));
  out = /<\/body>/i.test(out) ? out.replace(/<\/body>/i, `  ${script}\n  </body>`) : `${out}\n${script}`;
  return out;
}
