/**
 * A recipe as the site and the runners use it: one Arazzo workflow with each step's operation
 * already looked up in the API (method, path, page), made at gen time from
 * `openapi/recipes/*.arazzo.yaml`. Plain JSON.
 */

export interface RecipeCriterion {
  condition: string;
}

export interface RecipeAction {
  name: string;
  type: 'end' | 'goto' | 'retry';
  stepId?: string;
  /** Seconds to wait before the retry. */
  retryAfter?: number;
  /** How many times the step is retried at most. */
  retryLimit?: number;
  criteria?: RecipeCriterion[];
}

export interface RecipeParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  value: unknown;
}

export interface RecipeStep {
  stepId: string;
  description?: string;
  operationId: string;
  /** The operation's summary, its method and path template, and its page. */
  summary: string;
  method: string;
  path: string;
  href?: string;
  parameters: RecipeParameter[];
  requestBody?: { contentType: string; payload: unknown };
  successCriteria: RecipeCriterion[];
  onSuccess?: RecipeAction[];
  onFailure?: RecipeAction[];
  outputs: Record<string, string>;
}

export interface RecipeInput {
  name: string;
  description?: string;
  required: boolean;
  type?: string;
  default?: unknown;
}

/** A server the runner offers: one the API lists (variables at their defaults), or a mock of it. */
export interface RecipeServer {
  url: string;
  /** The server's name or description, as the API (or the site's configuration) gives it. */
  label?: string;
  /** A mock (Prism): the runner asks it for the status each step expects. */
  mock?: true;
}

export interface Recipe {
  workflowId: string;
  /** The page's last path segment (`/api/recipes/<slug>`), from the file name. */
  slug: string;
  /** The file the recipe is written in, relative to the repository. */
  file: string;
  title: string;
  summary: string;
  description?: string;
  /**
   * Where the runner and the scripts send requests unless told otherwise: the first server the
   * API description lists, its variables at their defaults. None when the description lists none.
   */
  server?: string;
  /** Every absolute server the API lists, its variables at their defaults: the runner's choices. */
  servers: RecipeServer[];
  inputs: RecipeInput[];
  steps: RecipeStep[];
  outputs: Record<string, string>;
}
