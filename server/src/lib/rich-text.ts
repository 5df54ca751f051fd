import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

/**
 * Rich text from the platform (promotions, announcements) is sanitised on the way out, and again by
 * DOMPurify before the site renders it (ARCHITECTURE.md "rich text"): no script, style, event
 * handler, frame or javascript: URL survives; the markup an editor writes (headings, lists,
 * tables, emphasis, links, images) does.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'div', 'span', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sup', 'sub',
    'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['class'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // a link that leaves the page never hands the new page a reference to this one
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

const PLAIN: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/**
 * Sanitising parses the html and writes it again: for the notices every home page lists, most of
 * what their request cost. The same text always comes out the same, so each process keeps what it
 * wrote for the texts it has seen lately (up to about 4 MB of them), by their text and the options.
 */
const written = new LRUCache<string, string>({ maxSize: 4_000_000, sizeCalculation: (out, key) => Math.max(1, out.length + key.length) });

function sanitized(kind: 'rich' | 'plain', text: string): string {
  const key = kind + text;
  let out = written.get(key);
  if (out === undefined) {
    out = sanitizeHtml(text, kind === 'rich' ? OPTIONS : PLAIN);
    written.set(key, out);
  }
  return out;
}

export const sanitizeRichText = (html: string): string => sanitized('rich', html);

/** Titles are plain text: any markup in them is removed. */
export const plainText = (text: string): string => sanitized('plain', text);
