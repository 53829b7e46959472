/**
 * Turbopack's `import.meta.glob` (Vite's API, compiled away at build time), as the catch-all
 * routes use it to list their section's MDX pages (section-pages.ts).
 */
interface ImportMeta {
  glob<Module = unknown>(patterns: string | string[]): Record<string, () => Promise<Module>>;
}
