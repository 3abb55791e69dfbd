/**
 * Cleans rich-text HTML with an allow-list (sanitize-html): the formatting the rich-text editor produces and the
 * tables print templates lay out stay; scripts, event handlers, frames, styles that are not plain formatting or
 * table layout, and `javascript:` links go.
 */
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, 'img', 'span', 'u', 's', 'sub', 'sup', 'font'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['class', 'style'],
    font: ['color', 'size'],
    // Quill 2 marks a bullet or checked list item on the item itself.
    li: ['data-list'],
    // Tables as print templates lay them out.
    table: ['border', 'cellpadding', 'cellspacing', 'width'],
    td: ['colspan', 'rowspan', 'width', 'align', 'valign'],
    th: ['colspan', 'rowspan', 'width', 'align', 'valign'],
    col: ['span', 'width'],
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': [/^\d+(\.\d+)?(px|em|rem|pt|%)$/],
      'font-weight': [/^(bold|normal|\d{3})$/],
      'font-style': [/^(italic|normal)$/],
      'text-decoration': [/^(underline|line-through|none)$/],
      // Table layout for print templates: sizes, borders and spacing, nothing that loads or positions.
      width: [/^\d+(\.\d+)?(px|%|mm|cm|em)$/],
      height: [/^\d+(\.\d+)?(px|mm|cm|em)$/],
      border: [/^\d+(\.\d+)?px (solid|dashed|dotted|double) (#[0-9a-f]{3,8}|[a-z]+)$/i],
      'border-collapse': [/^(collapse|separate)$/],
      padding: [/^\d+(\.\d+)?(px|mm|em)( \d+(\.\d+)?(px|mm|em)){0,3}$/],
      'vertical-align': [/^(top|middle|bottom)$/],
      'line-height': [/^\d+(\.\d+)?(px|em)?$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** The HTML with everything outside the allow-list removed. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
