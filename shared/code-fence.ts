/** A fenced code block whose fence is longer than any backtick run inside the code. */
export function codeFence(lang: string, code: string, meta = ''): string {
  const longest = Math.max(2, ...Array.from(code.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}${meta ? ' ' + meta : ''}\n${code.replace(/\n$/, '')}\n${fence}`;
}
