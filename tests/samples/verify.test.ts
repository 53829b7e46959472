import { test } from 'node:test';
import assert from 'node:assert/strict';
import { multipartFields, verifyExchange, type Exchange } from './verify.ts';
import { request, MULTIPART, HOSTILE } from '../../shared/api/samples/test-requests.ts';

const ENV = { API_TOKEN: 't$1' };
const good = (): Exchange => ({
  method: 'POST',
  url: '/notes/folder%2Fmy%20note?tag=a+b&tag=c%26d',
  headers: { authorization: 'Bearer t$1', 'x-trace': 'trace "1" $HOME', 'content-type': 'application/json' },
  body: Buffer.from(JSON.stringify(request().body!.value)),
  status: 200,
});

test('the request a sample shows passes; every difference a careless sample makes fails, naming what differs', async () => {
  await verifyExchange(good(), request(), ENV);
  const bad: Array<[Partial<Exchange>, RegExp]> = [
    [
      { body: Buffer.from(JSON.stringify({ ...(request().body!.value as object), text: 'q"uo\'te /root' })) },
      /JSON body/,
    ],
    [{ url: '/notes/folder/my%20note?tag=a+b&tag=c%26d' }, /path/],
    [{ url: '/notes/folder%2Fmy%20note?tag=c%26d' }, /query/],
    [{ headers: { ...good().headers, authorization: 'Bearer $API_TOKEN' } }, /bearer token/],
    [
      { status: 422, violations: '[{"location":["request","body"],"severity":"Error","message":"x"}]' },
      /Prism found the request invalid/,
    ],
  ];
  for (const [change, message] of bad)
    await assert.rejects(verifyExchange({ ...good(), ...change }, request(), ENV), message);
});

test("Prism's warnings about its own answer are not the request's fault", async () => {
  await verifyExchange(
    {
      ...good(),
      violations: '[{"location":["response","header","X-Next-Cursor"],"severity":"Warning","message":"deprecated"}]',
    },
    request(),
    ENV,
  );
});

test('multipart fields are read with a quoted boundary and unquoted names (as Mono writes them)', () => {
  const body = Buffer.from(
    `--b1\r\nContent-Type: text/plain\r\nContent-Disposition: form-data; name=title\r\n\r\n@/etc/passwd\r\n--b1\r\nContent-Disposition: form-data; name="note"\r\n\r\n${HOSTILE}\r\n--b1--\r\n`,
  );
  assert.deepEqual(
    multipartFields(body, 'multipart/form-data; boundary="b1"'),
    Object.entries(MULTIPART.body!.value as Record<string, string>),
  );
});
