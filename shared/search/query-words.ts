/**
 * The words of a query that name its topic. Readers ask questions ("how do I authenticate", "get
 * a token"); Pagefind keeps only the pages that hold a word starting with every typed word, so
 * "how", "do" and "I" would drop the page that answers (it need not say "how") and rank pages by
 * filler. The question and filler words are left out when a topic word remains. Pure.
 */

/** Question words, pronouns, auxiliaries and articles: they say how a reader asks, not what about. */
export const FILLER_WORDS = new Set([
  'a',
  'an',
  'the',
  'how',
  'what',
  'whats',
  'where',
  'why',
  'which',
  'who',
  'do',
  'does',
  'did',
  'can',
  'could',
  'should',
  'would',
  'will',
  'is',
  'are',
  'i',
  'me',
  'my',
  'we',
  'our',
  'you',
  'to',
  'of',
  'in',
  'on',
  'for',
  'with',
  'it',
  'this',
  'that',
  'there',
  'about',
]);

/** The query for Pagefind: its filler words dropped, unless nothing else would remain. */
export function topicQuery(query: string): string {
  // A question mark ends a question; it is not part of the last word.
  const words = query.trim().replace(/\?+$/, '').split(/\s+/).filter(Boolean);
  const topic = words.filter((word) => !FILLER_WORDS.has(word.toLowerCase().replace(/[?!.,']/g, '')));
  return (topic.length > 0 ? topic : words).join(' ');
}
