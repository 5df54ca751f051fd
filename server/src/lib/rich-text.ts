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

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS);

/** Titles are plain text: any markup in them is removed. */
export const plainText = (text: string): string => sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });
