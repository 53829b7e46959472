import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { NGINX_TEMPLATE, renderNginxConfig } from './nginx-config.ts';

const template = fs.readFileSync(NGINX_TEMPLATE, 'utf8');

test('deploy/nginx.conf filled in: root and listen everywhere, the generated includes, no variable left', () => {
  const config = renderNginxConfig(template, { root: '/srv/docs/out/', listen: '8080' });
  assert.doesNotMatch(config, /@[A-Z_]+@/);
  assert.match(config, /^\s+root \/srv\/docs\/out;$/m);
  assert.match(config, /^\s+listen 8080;$/m);
  assert.match(config, /^include \/srv\/docs\/out\/_nginx\/csp-map\.conf;$/m);
  assert.match(config, /include \/srv\/docs\/out\/_nginx\/headers-immutable\.conf;/);
  assert.match(config, /include \/srv\/docs\/out\/_nginx\/headers-revalidate\.conf;/);
});

test('values nginx would misread are refused with what to give instead', () => {
  assert.throws(() => renderNginxConfig(template, { root: 'out', listen: '8080' }), /--root must be an absolute path/);
  assert.throws(
    () => renderNginxConfig(template, { root: '/srv/my docs', listen: '8080' }),
    /--root must not contain spaces/,
  );
  assert.throws(
    () => renderNginxConfig(template, { root: '/srv/out', listen: 'eighty' }),
    /--listen must be a port or address:port/,
  );
  assert.throws(
    () => renderNginxConfig(`${template}\n# @SERVER_NAME@`, { root: '/srv/out', listen: '80' }),
    /@SERVER_NAME@ has no value/,
  );
});
