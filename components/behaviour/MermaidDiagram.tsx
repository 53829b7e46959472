'use client';
import { useEffect, useId, useRef, useState } from 'react';
import type Mermaid from 'mermaid';

const isDark = () => document.documentElement.classList.contains('dark');

/**
 * Renders one diagram with mermaid (loaded by `MermaidLive`), again whenever the colour theme
 * changes; a failure (mermaid also fetches each diagram type's code on demand) is thrown so the
 * surrounding `LazyPart` shows it with a Retry button.
 */
export function MermaidDiagram({ chart, mermaid }: { chart: string; mermaid: typeof Mermaid }) {
  const id = 'mermaid-' + useId().replace(/[^\w-]/g, '');
  const ref = useRef<HTMLDivElement>(null);
  const [svg, setSvg] = useState('');
  const [error, setError] = useState<Error | null>(null);

  useEffect(() => {
    let current = true;
    const render = async () => {
      try {
        mermaid.initialize({
          startOnLoad: false,
          securityLevel: 'strict',
          fontFamily: 'inherit',
          theme: isDark() ? 'dark' : 'default',
        });
        // The theme's remark plugin passes line breaks escaped.
        const result = await mermaid.render(id, chart.replaceAll('\\n', '\n'), ref.current ?? undefined);
        if (current) setSvg(result.svg);
      } catch (cause) {
        if (current) setError(cause instanceof Error ? cause : new Error(String(cause)));
      }
    };
    void render();
    const themeWatcher = new MutationObserver(() => void render());
    themeWatcher.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => {
      current = false;
      themeWatcher.disconnect();
    };
  }, [chart, id, mermaid]);

  if (error) throw error;
  return <div ref={ref} className="sg-mermaid-diagram" dangerouslySetInnerHTML={{ __html: svg }} />;
}
