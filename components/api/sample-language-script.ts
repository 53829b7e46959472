/**
 * The sample language at first paint. The reader's choice (sample-language.ts) lives in
 * localStorage, which the server render cannot read, so React hydrates with the first tab (curl)
 * and only then switches: a reader who chose Go would see curl, then Go. This inline script, in the
 * root layout's head, runs before the body is drawn: it puts the chosen built-in language's id on
 * `<html data-sample-language>`, and try-it.module.css shows that language's tab as chosen and its
 * panel, and hides the others, while the attribute is there. React takes over with the same
 * language and removes the attribute (`OperationAside.tsx`). A language drawn into the HTML (curl,
 * TypeScript, Python) is painted at once; the others (highlighted too) are drawn only when
 * chosen (docs/page-weight.md: in the HTML as well, ten samples would put the heaviest operation
 * page over its 250 kB budget), so its panel stays empty until React draws it: never another
 * language first. A language only an `x-codeSamples` entry has is left to React.
 */
export const SAMPLE_LANGUAGE_KEY = 'api-code-sample-language';
export const SAMPLE_LANGUAGE_ATTRIBUTE = 'data-sample-language';

/**
 * The script's text: the stored choice (a tab's label, or its id) mapped to a built-in language's
 * id. Plain JSON data inside, no markup: `<` is escaped so no label can end the script element.
 */
export function sampleLanguageScript(languages: ReadonlyArray<{ id: string; label: string }>): string {
  const ids: Record<string, string> = {};
  for (const { id, label } of languages) {
    ids[label] ??= id;
    ids[id] ??= id;
  }
  const map = JSON.stringify(ids).replace(/</g, '\\u003c');
  return `try{var m=${map},c=localStorage.getItem(${JSON.stringify(SAMPLE_LANGUAGE_KEY)});if(c&&Object.prototype.hasOwnProperty.call(m,c))document.documentElement.setAttribute(${JSON.stringify(SAMPLE_LANGUAGE_ATTRIBUTE)},m[c])}catch(e){}`;
}

/** Once React shows the chosen language itself (or the reader picks another), the first-paint rules step aside. */
export function dropFirstPaintLanguage(): void {
  document.documentElement.removeAttribute(SAMPLE_LANGUAGE_ATTRIBUTE);
}
