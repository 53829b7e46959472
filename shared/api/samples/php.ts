import type { CodeSampleGenerator, EnvLeaf } from './types.ts';
import {
  authPlan,
  cookieParts,
  cookieSegments,
  joinExpr,
  jsonTemplate,
  mergeSegments,
  sampleBody,
  segmentsOf,
  singleEnv,
  textExpr,
  urlExpr as urlExpression,
  urlParts,
  type Secret,
} from './parts.ts';

/** A PHP string literal: single-quoted, or double-quoted with `\r` escapes when it holds a CR (a multipart body's line ends). */
export const phpStr = (text: string) =>
  text.includes('\r')
    ? `"${text.replace(/[\\"$]/g, (c) => `\\${c}`).replace(/\r/g, '\\r')}"`
    : `'${text.replace(/[\\']/g, (c) => `\\${c}`)}'`;

/**
 * JSON text as a nowdoc (exact, nothing escaped or interpolated). Its marker ends it only at the
 * start of a line, and a line of JSON starts with a space, a bracket, a quote or a value.
 */
function nowdoc(text: string): string {
  const marker = text.split('\n').some((l) => /^\s*JSON\b/.test(l)) ? 'JSON_BODY' : 'JSON';
  return `<<<'${marker}'\n${text}\n${marker}`;
}

const env = (name: string) => `getenv(${phpStr(name)})`;
const secret = (s: Secret) => (s.value !== undefined ? phpStr(s.value) : env(s.env));
/** A JSON leaf from the environment: the variable's JSON as it is, or text written as JSON by json_encode. */
const leaf = (value: EnvLeaf) => {
  const text = textExpr(value.segments, phpStr, env, ' . ');
  return value.json && singleEnv(value.segments) ? text : `json_encode(${text})`;
};
const array = (entries: Array<[string, string]>, indent: string) =>
  `[\n${entries.map(([k, v]) => `${indent}    ${phpStr(k)} => ${v},`).join('\n')}\n${indent}]`;

export const php: CodeSampleGenerator = {
  id: 'php',
  label: 'PHP',
  lang: 'php',
  generate(req) {
    const out = ['<?php', ''];
    const encoded = (name: string) => `rawurlencode(${env(name)})`;
    const url = urlParts(req);
    let urlExpr = urlExpression(url, { literal: phpStr, env, pathEnv: encoded, queryEnv: encoded, join: ' . ' });
    if (url.queryAuth) urlExpr += ` . ${phpStr(url.queryAuth.prefix)} . rawurlencode(${env(url.queryAuth.env)})`;

    const sample = sampleBody(req);
    // JSON text around the values from the environment, each written as JSON by json_encode.
    if (sample?.kind === 'json' && sample.fromEnv)
      out.push(
        `$body = ${jsonTemplate(sample.value, leaf)
          .map((p) => ('text' in p ? phpStr(p.text) : p.code))
          .join(' . ')};`,
        '',
      );
    else if (sample?.kind === 'json') out.push(`$body = ${nowdoc(sample.text)};`, '');
    const options: string[] = [];
    const method = req.method.toUpperCase();
    if (method === 'HEAD') options.push('CURLOPT_NOBODY => true');
    else if (method !== 'GET' || sample) options.push(`CURLOPT_CUSTOMREQUEST => ${phpStr(method)}`);
    const headers: string[] = [];
    const auth = authPlan(req.auth);
    if (auth?.kind === 'bearer')
      headers.push(
        auth.token.value !== undefined
          ? phpStr(`Authorization: Bearer ${auth.token.value}`)
          : `'Authorization: Bearer ' . ${env(auth.token.env)}`,
      );
    if (auth?.kind === 'header')
      headers.push(
        auth.secret.value !== undefined
          ? phpStr(`${auth.name}: ${auth.secret.value}`)
          : `${phpStr(`${auth.name}: `)} . ${env(auth.secret.env)}`,
      );
    for (const h of req.headers)
      headers.push(
        typeof h.value === 'string'
          ? phpStr(`${h.name}: ${h.value}`)
          : joinExpr(mergeSegments([{ text: `${h.name}: ` }, ...segmentsOf(h.value)]), phpStr, env, ' . '),
      );
    if (sample?.kind === 'json' || sample?.kind === 'text') headers.push(phpStr(`Content-Type: ${sample.mediaType}`));
    if (headers.length > 0)
      options.push(`CURLOPT_HTTPHEADER => [\n${headers.map((h) => `        ${h},`).join('\n')}\n    ]`);
    if (auth?.kind === 'basic')
      options.push(`CURLOPT_USERPWD => ${secret(auth.username)} . ':' . ${secret(auth.password)}`);
    const cookies = cookieParts(req);
    if (cookies.length > 0) options.push(`CURLOPT_COOKIE => ${joinExpr(cookieSegments(cookies), phpStr, env, ' . ')}`);
    if (sample?.kind === 'json') options.push('CURLOPT_POSTFIELDS => $body');
    if (sample?.kind === 'text') options.push(`CURLOPT_POSTFIELDS => ${phpStr(sample.text)}`);
    // An array is sent as multipart/form-data; http_build_query's string as a urlencoded form.
    if (sample?.kind === 'multipart')
      options.push(
        `CURLOPT_POSTFIELDS => ${array(
          sample.fields.map(([k, v]) => [k, phpStr(v)]),
          '    ',
        )}`,
      );
    if (sample?.kind === 'form')
      options.push(
        `CURLOPT_POSTFIELDS => http_build_query(${array(
          sample.fields.map(([k, v]) => [k, phpStr(v)]),
          '    ',
        )})`,
      );
    options.push('CURLOPT_RETURNTRANSFER => true');

    out.push(
      `$curl = curl_init(${urlExpr});`,
      `curl_setopt_array($curl, [\n${options.map((o) => `    ${o},`).join('\n')}\n]);`,
      '$response = curl_exec($curl);',
      'if ($response === false) {',
      '    throw new RuntimeException(curl_error($curl));',
      '}',
      '$status = curl_getinfo($curl, CURLINFO_RESPONSE_CODE);',
      'curl_close($curl);',
      'if ($status >= 400) {',
      '    throw new RuntimeException("Request failed with $status: $response");',
      '}',
      'echo $response, PHP_EOL;',
    );
    return out.join('\n');
  },
};
