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

/** A Go interpreted string literal: JSON's escapes are Go's. */
const str = (text: string) => JSON.stringify(text);

/** Multi-line text as a raw string literal when it can be one (no backquote, no carriage return). */
const textLiteral = (text: string) => (text.includes('\n') && !/[`\r]/.test(text) ? '`' + text + '`' : str(text));

const METHOD_CONSTANTS: Record<string, string> = {
  GET: 'http.MethodGet',
  POST: 'http.MethodPost',
  PUT: 'http.MethodPut',
  PATCH: 'http.MethodPatch',
  DELETE: 'http.MethodDelete',
  HEAD: 'http.MethodHead',
  OPTIONS: 'http.MethodOptions',
};

const iferr = ['\tif err != nil {', '\t\tpanic(err)', '\t}'];

/** The helper a JSON body with values from the environment calls: Go writes a string as JSON with encoding/json. */
const JSON_STRING_FUNC = [
  '',
  '// jsonString is s as a JSON string.',
  'func jsonString(s string) string {',
  '\tb, _ := json.Marshal(s)',
  '\treturn string(b)',
  '}',
];

export const go: CodeSampleGenerator = {
  id: 'go',
  label: 'Go',
  lang: 'go',
  generate(req) {
    const imports = new Set(['fmt', 'io', 'net/http']);
    const secret = (s: Secret) => {
      if (s.value !== undefined) return str(s.value);
      imports.add('os');
      return `os.Getenv(${str(s.env)})`;
    };
    const body: string[] = [];
    const lines: string[] = [];
    const getenv = (env: string) => secret({ env });
    const escaped = (fn: string) => (env: string) => {
      imports.add('net/url');
      return `url.${fn}(${getenv(env)})`;
    };
    const url = urlParts(req);
    let urlExpr = urlExpression(url, {
      literal: str,
      env: getenv,
      pathEnv: escaped('PathEscape'),
      queryEnv: escaped('QueryEscape'),
      join: '+',
    });
    if (url.queryAuth) {
      imports.add('net/url');
      urlExpr += `+${str(url.queryAuth.prefix)}+url.QueryEscape(${secret({ env: url.queryAuth.env })})`;
    }

    const sample = sampleBody(req);
    let reader = 'nil';
    let contentType: string | undefined;
    let helpers: string[] = [];
    // JSON text around the values from the environment, each written as JSON by jsonString (the
    // leaf's own `+` unspaced, as gofmt writes an operand of a call inside a sum).
    const leaf = (value: EnvLeaf) => {
      const text = textExpr(value.segments, str, getenv, '+');
      return value.json && singleEnv(value.segments) ? text : `jsonString(${text})`;
    };
    if (sample?.kind === 'json' && sample.fromEnv) {
      imports.add('strings').add('encoding/json');
      const pieces = jsonTemplate(sample.value, leaf).map((p) => ('text' in p ? textLiteral(p.text) : p.code));
      body.push(`\tbody := strings.NewReader(${pieces.join(' + ')})`);
      reader = 'body';
      contentType = str(sample.mediaType);
      helpers = JSON_STRING_FUNC;
    } else if (sample?.kind === 'json' || sample?.kind === 'text') {
      imports.add('strings');
      body.push(`\tbody := strings.NewReader(${textLiteral(sample.text)})`);
      reader = 'body';
      contentType = str(sample.mediaType);
    } else if (sample?.kind === 'form') {
      imports.add('net/url').add('strings');
      body.push('\tform := url.Values{}');
      for (const [k, v] of sample.fields) body.push(`\tform.Add(${str(k)}, ${str(v)})`);
      reader = 'strings.NewReader(form.Encode())';
      contentType = str(baseMediaType(sample.mediaType));
    } else if (sample?.kind === 'multipart') {
      imports.add('bytes').add('mime/multipart');
      body.push('\tvar body bytes.Buffer', '\tform := multipart.NewWriter(&body)');
      for (const [k, v] of sample.fields)
        body.push(`\tif err := form.WriteField(${str(k)}, ${str(v)}); err != nil {`, '\t\tpanic(err)', '\t}');
      body.push('\tif err := form.Close(); err != nil {', '\t\tpanic(err)', '\t}');
      reader = '&body';
      contentType = 'form.FormDataContentType()';
    }

    const method = METHOD_CONSTANTS[req.method.toUpperCase()] ?? str(req.method.toUpperCase());
    lines.push(`\treq, err := http.NewRequest(${method}, ${urlExpr}, ${reader})`, ...iferr);
    const auth = authPlan(req.auth);
    if (auth?.kind === 'bearer')
      lines.push(
        `\treq.Header.Set("Authorization", ${auth.token.value !== undefined ? str(`Bearer ${auth.token.value}`) : `"Bearer "+${secret(auth.token)}`})`,
      );
    if (auth?.kind === 'basic') lines.push(`\treq.SetBasicAuth(${secret(auth.username)}, ${secret(auth.password)})`);
    if (auth?.kind === 'header') lines.push(`\treq.Header.Set(${str(auth.name)}, ${secret(auth.secret)})`);
    for (const h of req.headers) lines.push(`\treq.Header.Set(${str(h.name)}, ${textExpr(h.value, str, getenv, '+')})`);
    // One raw Cookie header: http.Cookie would quote or drop characters of the values.
    const cookies = cookieParts(req);
    if (cookies.length > 0) {
      const expr = joinExpr(cookieSegments(cookies), str, (env) => secret({ env }), '+');
      lines.push(`\treq.Header.Set("Cookie", ${expr})`);
    }
    if (contentType) lines.push(`\treq.Header.Set("Content-Type", ${contentType})`);
    lines.push(
      '',
      '\tres, err := http.DefaultClient.Do(req)',
      ...iferr,
      '\tdefer res.Body.Close()',
      '\tdata, err := io.ReadAll(res.Body)',
      ...iferr,
      '\tif res.StatusCode >= 400 {',
      '\t\tpanic(fmt.Sprintf("request failed with %s: %s", res.Status, data))',
      '\t}',
      '\tfmt.Println(string(data))',
    );
    const importBlock = ['import (', ...[...imports].sort().map((i) => `\t"${i}"`), ')'];
    return [
      'package main',
      '',
      ...importBlock,
      '',
      'func main() {',
      ...(body.length ? [...body, ''] : []),
      ...lines,
      '}',
      ...helpers,
    ].join('\n');
  },
};
