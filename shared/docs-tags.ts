/**
 * The tags a docs page may carry: exactly these 48 (docs/decisions.md, "Routes"). A page's `tags`
 * frontmatter uses these names verbatim; each one gets a page at `/tags/{tag}`. The generator checks
 * pages against this list; the site reads the labels below. Here, in shared/, so both can.
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
 * How a tag is written for readers where its name, a URL slug, reads wrongly: a product as its maker
 * writes it (`s-3` is Amazon S3), an abbreviation in capitals, words without the slug's hyphen.
 * Chips, tag pages, the tag index and their twins all show `tagLabel(tag)`; a tag not listed here
 * is shown as its name. Names and routes never change with a label.
 */
export const TAG_LABELS: Readonly<Partial<Record<SpecTag, string>>> = {
  anthropic: 'Anthropic',
  'api-keys': 'API keys',
  azureopenai: 'Azure OpenAI',
  bedrock: 'Bedrock',
  chroma: 'Chroma',
  cohere: 'Cohere',
  groq: 'Groq',
  mongodb: 'MongoDB',
  mysql: 'MySQL',
  ollama: 'Ollama',
  openai: 'OpenAI',
  pinecone: 'Pinecone',
  postgres: 'PostgreSQL',
  's-3': 'S3',
  sagemaker: 'SageMaker',
  snowflake: 'Snowflake',
  'test-suite': 'test suite',
  'test-suites': 'test suites',
  weaviate: 'Weaviate',
  wip: 'work in progress',
};

/** What readers see for a tag: its label, or its name when the name reads as it is. */
export function tagLabel(tag: string): string {
  return (TAG_LABELS as Record<string, string | undefined>)[tag] ?? tag;
}

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
