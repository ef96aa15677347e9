/**
 * The one door for server rich HTML (notices, promotions, help pages) into the DOM: DOMPurify with a profile
 * that keeps formatting, links, https images and tables and drops everything that runs, frames, positions or
 * restyles the page.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';

const allowedTags = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
];

const allowedAttributes = [
  'href',
  'target',
  'rel',
  'title',
  'alt',
  'src',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  'lang',
  'dir',
  'start',
  'reversed',
  'datetime',
  'style',
];

/**
 * Inline style properties that only shape text. Everything else goes: position, float, margins, sizes and
 * z-index can lay content over the site's own controls (a fake "withdraw" button), and colours and backgrounds
 * written for a white editor page vanish or glare in dark mode, so the theme's text colours win.
 */
const allowedStyles = new Set([
  'text-align',
  'font-weight',
  'font-style',
  'text-decoration',
  'text-decoration-line',
  'vertical-align',
]);
/** Plain keyword/number values only: no url(), expression(), var() or escapes. */
const safeStyleValue = /^[a-z0-9\s.%#-]+$/i;

/** Schemes a link may use; anything else (javascript:, data:, vbscript:, intent:...) is removed. */
const allowedUri = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const config: Config = {
  ALLOWED_TAGS: allowedTags,
  ALLOWED_ATTR: allowedAttributes,
  ALLOWED_URI_REGEXP: allowedUri,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  FORBID_TAGS: [
    'style',
    'script',
    'iframe',
    'frame',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'svg',
    'math',
    'template',
  ],
  KEEP_CONTENT: true,
};

function filterStyle(value: string): string {
  return value
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return null;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const propertyValue = declaration.slice(colon + 1).trim();
      if (!allowedStyles.has(property) || !safeStyleValue.test(propertyValue)) return null;
      return `${property}: ${propertyValue}`;
    })
    .filter((declaration): declaration is string => declaration !== null)
    .join('; ');
}

/** Absolute http(s) URL on another origin (protocol-relative `//host` counts as absolute). */
function isExternal(href: string, origin: string): boolean {
  try {
    const url = new URL(href, origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin;
  } catch {
    return false;
  }
}

/** https: or a path on this site; never http:, data:, blob: or protocol-relative. */
function isAllowedImageSource(src: string): boolean {
  const value = src.trim();
  if (value.startsWith('//')) return false;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return /^https:/i.test(value);
  return value.length > 0;
}

function createPurifier(root: Window): Purifier {
  // DOMPurify types `trustedTypes` from its own package; the DOM lib's Window is the same object at runtime.
  const purifier = DOMPurify(root as unknown as WindowLike);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.hasAttribute('style')) {
      const style = filterStyle(node.getAttribute('style') ?? '');
      if (style) node.setAttribute('style', style);
      else node.removeAttribute('style');
    }
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href && isExternal(href, root.location.origin)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        // Links within the site open in place; a stray target would open a second copy of the app.
        node.removeAttribute('target');
        node.removeAttribute('rel');
      }
    }
    if (node.tagName === 'IMG') {
      if (!isAllowedImageSource(node.getAttribute('src') ?? '')) node.remove();
      else {
        node.setAttribute('loading', 'lazy');
        node.setAttribute('decoding', 'async');
      }
    }
  });
  return purifier;
}

let purifier: Purifier | null = null;

/**
 * Sanitizes rich HTML from the server for `dangerouslySetInnerHTML`. Fails closed: without a DOM to sanitize in
 * (server rendering) it returns an empty string rather than unsanitized markup.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof window === 'undefined') return '';
  purifier ??= createPurifier(window);
  return purifier.sanitize(html, config);
}
