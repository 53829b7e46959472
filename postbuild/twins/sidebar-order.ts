/** The docs pages' routes in the order the docs sidebar shows them, the home page first. */
import type { DocsInput } from '../../generator/docs/model.ts';

export function docsSidebarOrder(input: DocsInput): string[] {
  const order: string[] = [];
  const home = input.pages.find((page) => page.route === '/');
  if (home) order.push(home.route);
  const visit = (dir: string) => {
    const folder = input.folders.find((f) => f.dir === dir);
    for (const key of Object.keys(folder?.meta ?? {})) {
      const page = input.pages.find((p) => p.dir === dir && p.name === key);
      if (page) order.push(page.route);
      else if (input.folders.some((f) => f.dir === `${dir}/${key}`)) visit(`${dir}/${key}`);
    }
  };
  const root = input.folders.find((f) => f.isRoot);
  if (root) visit(root.dir);
  return order;
}
