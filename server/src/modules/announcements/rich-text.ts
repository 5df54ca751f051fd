import sanitizeHtml from 'sanitize-html';

/**
 * Announcement html as it leaves the server (ARCHITECTURE.md "rich text"): formatting, lists,
 * links and images only; scripts, event handlers, styles and javascript: addresses are dropped.
 * The site renders it through DOMPurify as well.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a', 'img', 'span', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // a link that leaves the page never hands it its opener
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  disallowedTagsMode: 'discard',
};

export const sanitiseRichText = (html: string): string => sanitizeHtml(html, OPTIONS);

/** Titles are plain text: any markup in them is removed. */
export const plainText = (text: string): string => sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });
