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

/** A Java string literal: JSON's escapes are Java's (a backslash before `u` is always doubled). */
const str = (text: string) => JSON.stringify(text);

/**
 * A text block (Java 15+) for multi-line text: backslashes doubled, and no run of three quotes.
 * Its closing delimiter on its own line adds the final newline, which JSON ignores.
 */
function textBlock(text: string, indent: string): string {
  const escaped = text.replace(/\\/g, '\\\\').replace(/"(?="")/g, '\\"');
  return `"""\n${escaped
    .split('\n')
    .map((l) => indent + l)
    .join('\n')}\n${indent}"""`;
}

/** Multi-line text that a text block keeps exactly: no trailing spaces (Java strips them), no CR. */
const fitsTextBlock = (text: string) => text.includes('\n') && !/[ \t]\n|[ \t]$|\r/.test(text);

/** The helper a JSON body with values from the environment calls: the JDK has no JSON writer. */
const JSON_STRING_METHOD = [
  '',
  '    /** s as a JSON string. */',
  '    static String jsonString(String s) {',
  String.raw`        StringBuilder json = new StringBuilder("\"");`,
  '        for (char c : s.toCharArray()) {',
  String.raw`            if (c == '"' || c == '\\') json.append('\\').append(c);`,
  String.raw`            else if (c < 0x20) json.append(String.format("\\u%04x", (int) c));`,
  '            else json.append(c);',
  '        }',
  String.raw`        return json.append('"').toString();`,
  '    }',
];

const METHODS_WITH_BUILDER = new Set(['GET', 'DELETE', 'POST', 'PUT']);

export const java: CodeSampleGenerator = {
  id: 'java',
  label: 'Java',
  lang: 'java',
  generate(req) {
    const imports = new Set([
      'java.net.URI',
      'java.net.http.HttpClient',
      'java.net.http.HttpRequest',
      'java.net.http.HttpResponse',
    ]);
    const env = (name: string) => `System.getenv(${str(name)})`;
    const secret = (s: Secret) => (s.value !== undefined ? str(s.value) : env(s.env));
    const body: string[] = [];
    const encoded = (env: string) => {
      imports.add('java.net.URLEncoder').add('java.nio.charset.StandardCharsets');
      return `URLEncoder.encode(System.getenv(${str(env)}), StandardCharsets.UTF_8)`;
    };
    const url = urlParts(req);
    let urlExpr = urlExpression(url, {
      literal: str,
      env,
      // URLEncoder writes a space as `+`, a space only in a query.
      pathEnv: (name) => `${encoded(name)}.replace("+", "%20")`,
      queryEnv: encoded,
      join: ' + ',
    });
    if (url.queryAuth) {
      imports.add('java.net.URLEncoder').add('java.nio.charset.StandardCharsets');
      urlExpr += ` + ${str(url.queryAuth.prefix)} + URLEncoder.encode(${env(url.queryAuth.env)}, StandardCharsets.UTF_8)`;
    }

    const sample = sampleBody(req);
    let publisher: string | undefined;
    let contentType: string | undefined;
    let helpers: string[] = [];
    // The JSON as a template, each value from the environment a `%s` that jsonString fills in.
    const leaf = (value: EnvLeaf) => {
      const text = textExpr(value.segments, str, env, ' + ');
      return value.json && singleEnv(value.segments) ? text : `jsonString(${text})`;
    };
    if (sample?.kind === 'json' && sample.fromEnv) {
      const pieces = jsonTemplate(sample.value, leaf);
      const template = pieces.map((p) => ('text' in p ? p.text.replace(/%/g, '%%') : '%s')).join('');
      const args = pieces.flatMap((p) => ('code' in p ? [p.code] : [])).join(', ');
      body.push(
        fitsTextBlock(template)
          ? `        String body = ${textBlock(template, '            ')}.formatted(${args});`
          : `        String body = String.format(${str(template)}, ${args});`,
      );
      publisher = 'HttpRequest.BodyPublishers.ofString(body)';
      contentType = str(sample.mediaType);
      helpers = JSON_STRING_METHOD;
    } else if (sample?.kind === 'json' || sample?.kind === 'text') {
      body.push(
        `        String body = ${sample.kind === 'json' && fitsTextBlock(sample.text) ? textBlock(sample.text, '            ') : str(sample.text)};`,
      );
      publisher = 'HttpRequest.BodyPublishers.ofString(body)';
      contentType = str(sample.mediaType);
    } else if (sample?.kind === 'form') {
      imports
        .add('java.net.URLEncoder')
        .add('java.nio.charset.StandardCharsets')
        .add('java.util.List')
        .add('java.util.Map')
        .add('java.util.stream.Collectors');
      // Map.of keeps no order and takes at most ten pairs: a list of entries keeps both.
      body.push('        String form = List.of(');
      body.push(sample.fields.map(([k, v]) => `                Map.entry(${str(k)}, ${str(v)})`).join(',\n'));
      body.push('            ).stream()');
      body.push(
        '            .map(e -> URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8) + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))',
      );
      body.push('            .collect(Collectors.joining("&"));');
      publisher = 'HttpRequest.BodyPublishers.ofString(form)';
      contentType = str(baseMediaType(sample.mediaType));
    } else if (sample?.kind === 'multipart') {
      // java.net.http writes no multipart bodies: each field is a part between boundary lines.
      imports.add('java.util.UUID');
      body.push('        String boundary = UUID.randomUUID().toString();');
      body.push('        StringBuilder form = new StringBuilder();');
      for (const [k, v] of sample.fields) {
        body.push(
          `        form.append("--").append(boundary).append(${str(`\r\nContent-Disposition: form-data; name="${k.replace(/"/g, '%22')}"\r\n\r\n`)})`,
        );
        body.push(`            .append(${str(v)}).append("\\r\\n");`);
      }
      body.push('        form.append("--").append(boundary).append("--\\r\\n");');
      publisher = 'HttpRequest.BodyPublishers.ofString(form.toString())';
      contentType = '"multipart/form-data; boundary=" + boundary';
    }

    const builder: string[] = [`            .uri(URI.create(${urlExpr}))`];
    const auth = authPlan(req.auth);
    if (auth?.kind === 'bearer')
      builder.push(
        `            .header("Authorization", ${auth.token.value !== undefined ? str(`Bearer ${auth.token.value}`) : `"Bearer " + ${secret(auth.token)}`})`,
      );
    if (auth?.kind === 'basic') {
      imports.add('java.util.Base64').add('java.nio.charset.StandardCharsets');
      body.push(`        String credentials = ${secret(auth.username)} + ":" + ${secret(auth.password)};`);
      builder.push(
        '            .header("Authorization", "Basic " + Base64.getEncoder().encodeToString(credentials.getBytes(StandardCharsets.UTF_8)))',
      );
    }
    if (auth?.kind === 'header') builder.push(`            .header(${str(auth.name)}, ${secret(auth.secret)})`);
    for (const h of req.headers)
      builder.push(`            .header(${str(h.name)}, ${textExpr(h.value, str, env, ' + ')})`);
    const cookies = cookieParts(req);
    if (cookies.length > 0)
      builder.push(`            .header("Cookie", ${joinExpr(cookieSegments(cookies), str, env, ' + ')})`);
    if (contentType) builder.push(`            .header("Content-Type", ${contentType})`);
    const method = req.method.toUpperCase();
    if (publisher && METHODS_WITH_BUILDER.has(method) && method !== 'GET' && method !== 'DELETE')
      builder.push(`            .${method}(${publisher})`);
    else if (!publisher && (method === 'GET' || method === 'DELETE')) builder.push(`            .${method}()`);
    else if (!publisher && METHODS_WITH_BUILDER.has(method))
      builder.push(`            .${method}(HttpRequest.BodyPublishers.noBody())`);
    else builder.push(`            .method(${str(method)}, ${publisher ?? 'HttpRequest.BodyPublishers.noBody()'})`);
    builder.push('            .build();');

    const main = [
      ...body,
      ...(body.length ? [''] : []),
      '        HttpRequest request = HttpRequest.newBuilder()',
      ...builder,
      '        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());',
      '        if (response.statusCode() >= 400) {',
      '            throw new IllegalStateException("Request failed with " + response.statusCode() + ": " + response.body());',
      '        }',
      '        System.out.println(response.body());',
    ];
    return [
      ...[...imports].sort().map((i) => `import ${i};`),
      '',
      'public class Main {',
      '    public static void main(String[] args) throws Exception {',
      ...main,
      '    }',
      ...helpers,
      '}',
    ].join('\n');
  },
};
