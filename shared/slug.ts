/**
 * The one slug rule of the site, used by the generators (operation, tag and category slugs) and
 * at runtime (a docs folder's category route), so both sides name a page the same way.
 *
 * kebab-case: `getStepToolsDefinition` → `get-step-tools-definition`, `listAPIKeys` →
 * `list-api-keys`, `repos/list-for-org` → `repos-list-for-org`, `Café & Co.` → `cafe-co`.
 */
export function kebabCase(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `base`, or `base-2`, `base-3`… when taken; the slug returned is added to `used`. */
export function uniqueSlug(base: string, used: Set<string>): string {
  let slug = base;
  for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
  used.add(slug);
  return slug;
}
