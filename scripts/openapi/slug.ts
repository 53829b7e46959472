/**
 * kebab-case of an identifier: `getStepToolsDefinition` → `get-step-tools-definition`,
 * `listAPIKeys` → `list-api-keys`, `repos/list-for-org` → `repos-list-for-org`.
 */
export function kebabCase(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
