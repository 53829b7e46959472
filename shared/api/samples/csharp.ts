import type { CodeSampleGenerator, EnvLeaf } from './types.ts';
import {
  authPlan,
  baseMediaType,
  cookieParts,
  cookieSegments,
  joinExpr,
  jsonTemplate,
  sampleBody,
  singleEnv,
  textExpr,
  urlExpr as urlExpression,
  urlParts,
  type Secret,
} from './parts.ts';

/** A C# regular string literal: JSON's escapes are C#'s. */
const str = (text: string) => JSON.stringify(text);

/** Multi-line text as a verbatim string (only `"` is doubled); single-line text as a regular one. */
const textLiteral = (text: string) =>
  text.includes('\n') && !text.includes('\r') ? `@"${text.replace(/"/g, '""')}"` : str(text);

const METHODS: Record<string, string> = {
  GET: 'HttpMethod.Get',
  POST: 'HttpMethod.Post',
  PUT: 'HttpMethod.Put',
  DELETE: 'HttpMethod.Delete',
  HEAD: 'HttpMethod.Head',
  OPTIONS: 'HttpMethod.Options',
};

/** The helper a JSON body with values from the environment calls: Mono has no System.Text.Json. */
const JSON_STRING_METHOD = [
  '',
  '    static string JsonString(string s)',
  '    {',
  String.raw`        var json = new StringBuilder("\"");`,
  '        foreach (var c in s)',
  '        {',
  String.raw`            if (c == '"' || c == '\\') json.Append('\\').Append(c);`,
  String.raw`            else if (c < 0x20) json.Append("\\u").Append(((int)c).ToString("x4"));`,
  '            else json.Append(c);',
  '        }',
  String.raw`        return json.Append('"').ToString();`,
  '    }',
];

function indentLines(text: string, by: string): string {
  return text
    .split('\n')
    .map((l, i) => (i === 0 ? l : by + l))
    .join('\n');
}

/**
 * HttpClient in a classic `Main` that waits for an async method: it builds on .NET (Core and
 * Framework) and Mono alike, which top-level statements and `async Main` do not.
 */
export const csharp: CodeSampleGenerator = {
  id: 'csharp',
  label: 'C#',
  lang: 'csharp',
  generate(req) {
    const usings = new Set(['System', 'System.Net.Http', 'System.Threading.Tasks']);
    const env = (name: string) => `Environment.GetEnvironmentVariable(${str(name)})`;
    const secret = (s: Secret) => (s.value !== undefined ? str(s.value) : env(s.env));
    const escaped = (name: string) => `Uri.EscapeDataString(${env(name)})`;
    const url = urlParts(req);
    let urlExpr = urlExpression(url, { literal: str, env, pathEnv: escaped, queryEnv: escaped, join: ' + ' });
    if (url.queryAuth) urlExpr += ` + ${str(url.queryAuth.prefix)} + Uri.EscapeDataString(${env(url.queryAuth.env)})`;

    const lines: string[] = [];
    const auth = authPlan(req.auth);
    if (auth?.kind === 'bearer') {
      usings.add('System.Net.Http.Headers');
      lines.push(`request.Headers.Authorization = new AuthenticationHeaderValue("Bearer", ${secret(auth.token)});`);
    }
    if (auth?.kind === 'basic') {
      usings.add('System.Net.Http.Headers').add('System.Text');
      lines.push(
        `var credentials = Convert.ToBase64String(Encoding.UTF8.GetBytes(${secret(auth.username)} + ":" + ${secret(auth.password)}));`,
      );
      lines.push('request.Headers.Authorization = new AuthenticationHeaderValue("Basic", credentials);');
    }
    // TryAddWithoutValidation sends a value as written, whatever .NET thinks of its format.
    if (auth?.kind === 'header')
      lines.push(`request.Headers.TryAddWithoutValidation(${str(auth.name)}, ${secret(auth.secret)});`);
    for (const h of req.headers)
      lines.push(`request.Headers.TryAddWithoutValidation(${str(h.name)}, ${textExpr(h.value, str, env, ' + ')});`);
    const cookies = cookieParts(req);
    if (cookies.length > 0)
      lines.push(
        `request.Headers.TryAddWithoutValidation("Cookie", ${joinExpr(cookieSegments(cookies), str, env, ' + ')});`,
      );

    const sample = sampleBody(req);
    let helpers: string[] = [];
    // JSON text around the values from the environment, each written as JSON by JsonString.
    const leaf = (value: EnvLeaf) => {
      const text = textExpr(value.segments, str, env, ' + ');
      return value.json && singleEnv(value.segments) ? text : `JsonString(${text})`;
    };
    if (sample?.kind === 'json' && sample.fromEnv) {
      usings.add('System.Text');
      const pieces = jsonTemplate(sample.value, leaf).map((p) => ('text' in p ? textLiteral(p.text) : p.code));
      lines.push(`var body = ${pieces.join(' + ')};`);
      lines.push(`request.Content = new StringContent(body, Encoding.UTF8, ${str(baseMediaType(sample.mediaType))});`);
      helpers = JSON_STRING_METHOD;
    } else if (sample?.kind === 'json' || sample?.kind === 'text') {
      usings.add('System.Text');
      lines.push(
        `request.Content = new StringContent(${indentLines(textLiteral(sample.text), '')}, Encoding.UTF8, ${str(baseMediaType(sample.mediaType))});`,
      );
    } else if (sample?.kind === 'form') {
      usings.add('System.Collections.Generic');
      lines.push('request.Content = new FormUrlEncodedContent(new[]', '{');
      for (const [k, v] of sample.fields) lines.push(`    new KeyValuePair<string, string>(${str(k)}, ${str(v)}),`);
      lines.push('});');
    } else if (sample?.kind === 'multipart') {
      lines.push('var form = new MultipartFormDataContent();');
      for (const [k, v] of sample.fields) lines.push(`form.Add(new StringContent(${str(v)}), ${str(k)});`);
      lines.push('request.Content = form;');
    }

    const method = METHODS[req.method.toUpperCase()] ?? `new HttpMethod(${str(req.method.toUpperCase())})`;
    // A Cookie header is sent as written only when the handler keeps no cookies of its own.
    const client =
      cookies.length > 0 ? 'new HttpClient(new HttpClientHandler { UseCookies = false })' : 'new HttpClient()';
    const inner = [
      ...lines,
      '',
      'using (var response = await client.SendAsync(request))',
      '{',
      '    var text = await response.Content.ReadAsStringAsync();',
      '    if (!response.IsSuccessStatusCode)',
      '    {',
      '        throw new HttpRequestException($"Request failed with {(int)response.StatusCode}: {text}");',
      '    }',
      '    Console.WriteLine(text);',
      '}',
    ];
    const pad = '            ';
    return [
      ...[...usings].sort().map((u) => `using ${u};`),
      '',
      'class Program',
      '{',
      '    static void Main() => RunAsync().GetAwaiter().GetResult();',
      '',
      '    static async Task RunAsync()',
      '    {',
      `        using (var client = ${client})`,
      `        using (var request = new HttpRequestMessage(${method}, ${urlExpr}))`,
      '        {',
      ...inner.map((l) => (l === '' ? '' : pad + indentLines(l, ''))),
      '        }',
      '    }',
      ...helpers,
      '}',
    ].join('\n');
  },
};
