/**
 * The tags a docs page may carry: exactly these 48 (docs/decisions.md, "Routes"). A page's `tags`
 * frontmatter uses these names verbatim; each one gets a page at `/tags/{tag}`.
 */
export const SPEC_TAGS = [
  'anthropic',
  'api-keys',
  'architecture',
  'azureopenai',
  'batches',
  'bedrock',
  'changelog',
  'chroma',
  'clusters',
  'cohere',
  'concepts',
  'connector',
  'connectors',
  'create',
  'deprecated',
  'dev',
  'director',
  'directors',
  'glossary',
  'groq',
  'local',
  'mongodb',
  'mysql',
  'ollama',
  'openai',
  'pinecone',
  'postgres',
  'prompts',
  'push',
  'runs',
  's-3',
  'sagemaker',
  'sand',
  'schema',
  'setup',
  'snowflake',
  'step',
  'steps',
  'tag',
  'test',
  'test-suite',
  'test-suites',
  'update',
  'upsert',
  'weaviate',
  'wip',
  'workflow',
  'workflows',
] as const;

export type SpecTag = (typeof SPEC_TAGS)[number];

/**
 * Other spellings of a tag. `s-3` was once written `s3`, so `/tags/s3` exists and sends the
 * reader to `/tags/s-3`. In frontmatter only the canonical name is accepted.
 */
export const TAG_ALIASES: Readonly<Record<string, SpecTag>> = { s3: 's-3' };

const known = new Set<string>(SPEC_TAGS);

export function isSpecTag(name: string): name is SpecTag {
  return known.has(name);
}

/** The route of a tag's page. Tag names are already URL-safe slugs. */
export function tagRoute(tag: string): string {
  return `/tags/${tag}`;
}
