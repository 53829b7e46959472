/**
 * Where a page's Markdown twin is served, shared by the build (which writes it) and the page
 * (which links to it): the page's URL plus `.md`, the home page's `/index.md`.
 */
export function twinPath(route: string): string {
  return route === '/' ? '/index.md' : `${route}.md`;
}

/** "Open in …" links: the assistant is asked to read the twin's absolute URL. */
export function assistantLinks(twinUrl: string): Array<{ label: string; href: string }> {
  const prompt = encodeURIComponent(`Read ${twinUrl} so I can ask questions about it.`);
  return [
    { label: 'Open in ChatGPT', href: `https://chatgpt.com/?hints=search&q=${prompt}` },
    { label: 'Open in Claude', href: `https://claude.ai/new?q=${prompt}` },
  ];
}
