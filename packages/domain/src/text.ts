/** Upper-case first letters of the first two words: 'jane wanjiru doe' -> 'JW'. */
export function initials(name: string | null | undefined): string {
  if (typeof name !== 'string') return '';
  return name
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, 2)
    .map((w) => (Array.from(w)[0] ?? '').toUpperCase())
    .join('');
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/**
 * Plain text from HTML: drops <script>/<style> elements with their content, comments and
 * every tag, then decodes &amp; &lt; &gt; &quot; &#39; &nbsp; in one pass (so '&amp;lt;'
 * becomes '&lt;'). &nbsp; becomes an ordinary space. Whitespace is left as it is.
 */
export function stripHtml(s: string | null | undefined): string {
  if (typeof s !== 'string') return '';
  return s
    .replace(/<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, '')
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<\/?[a-zA-Z!?][^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m, name: string) => ENTITIES[name] ?? m);
}
