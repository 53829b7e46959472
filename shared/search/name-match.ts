/**
 * How well a query names a page: its words against the page's names (title, the operationId's
 * words, the command line). Pagefind ranks by where words occur in the body; a reader who types
 * "pinecone" or "test suites" means the page *called* that, before the ten pages that mention it.
 * Pure; the search engine sorts by the tier first, then by Pagefind's order.
 */

const STOPWORDS = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'in', 'on', 'to', 'for', 'with', 'by', 'your', 'is']);

/** A word as compared: lower case, plural `s` and `ies` folded. */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return word.slice(0, -3) + 'y';
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The comparable words of a text: camelCase and punctuation split, stopwords dropped. */
export function nameWords(text: string): string[] {
  return (
    text
      // createWorkflow → create Workflow, createAPIKey → create API Key; PostgreSQL stays one word.
      .replace(/([a-z0-9])([A-Z][a-z])/g, '$1 $2')
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w && !STOPWORDS.has(w))
      .map(stem)
  );
}

/**
 * A typed word matches a name word when equal, when it begins it (`postgres` → `postgresql`), or,
 * for a long word, when all but its last two letters do (`authenticate` → `authentication`).
 */
const wordMatches = (typed: string, name: string) =>
  typed === name ||
  (typed.length >= 4 && name.startsWith(typed)) ||
  (typed.length >= 8 && name.startsWith(typed.slice(0, -2)));

/**
 * The verbs that begin operation and command names ("Get a run", "sand connectors create …"):
 * shared with the query alone, they make no partial name match ("get a token" is not "Get a run").
 */
const ACTION_WORDS = new Set([
  'get',
  'list',
  'create',
  'delete',
  'update',
  'upsert',
  'push',
  'check',
  'start',
  'stop',
  'set',
  'add',
  'remove',
  'show',
]);

/** F1 of the word overlap between a query and one name, and whether a word other than an action verb is shared. */
function overlap(query: string[], name: string[]): { f1: number; topic: boolean } {
  if (query.length === 0 || name.length === 0) return { f1: 0, topic: false };
  const matchedName = name.filter((n) => query.some((q) => wordMatches(q, n))).length;
  const matchedWords = query.filter((q) => name.some((n) => wordMatches(q, n)));
  if (matchedName === 0 || matchedWords.length === 0) return { f1: 0, topic: false };
  const precision = matchedName / name.length;
  const recall = matchedWords.length / query.length;
  return { f1: (2 * precision * recall) / (precision + recall), topic: matchedWords.some((q) => !ACTION_WORDS.has(q)) };
}

/**
 * 2: the query is one of the page's names ("Pinecone", "sand runs start", "create Workflow");
 * 1: it is most of one, sharing a word besides an action verb; 0: otherwise. A title with a
 * subtitle ("Getting started, part 1: …") also counts by its first part.
 */
export function nameTier(query: string, names: Array<string | undefined>): 0 | 1 | 2 {
  const typed = nameWords(query);
  let best = 0;
  for (const name of names) {
    if (!name) continue;
    const parts = [name, ...name.split(/[:,]/).slice(0, 1)];
    for (const part of parts) {
      const { f1, topic } = overlap(typed, nameWords(part));
      if (f1 >= 0.99) return 2;
      if (topic) best = Math.max(best, f1);
    }
  }
  return best >= 0.5 ? 1 : 0;
}
