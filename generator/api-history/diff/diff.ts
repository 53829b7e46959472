import { isObject, type JsonObject } from '../../lib/json.ts';
import { pointerSegment } from '../../lib/errors.ts';
import { child, HTTP_METHODS, resolveObject, type At } from './document.ts';
import { diffSchemas, schemaShape, type Direction, type DocumentPair, type SchemaFinding } from './schema-diff.ts';
import type { ApiChange, ChangeKind, ChangeLevel, ChangeLocation } from './types.ts';

/** One operation of a description, with the parameters of its path item merged in. */
interface OperationEntry {
  /** `GET /runs/{runId}` as written. */
  label: string;
  /** The path with parameter names blanked (`/runs/{}`): renaming a path parameter changes no URL. */
  key: string;
  path: string;
  at: At & { value: JsonObject };
  operationId?: string;
  parameters: ParameterEntry[];
}

interface ParameterEntry {
  name: string;
  in: string;
  /** Identity across versions: `query:page`; a path parameter by its position in the path (`path:#0`). */
  key: string;
  at: At & { value: JsonObject };
}

/** Headers that OpenAPI describes elsewhere (content negotiation and security), ignored as parameters. */
const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);

function operationsOf(doc: JsonObject): OperationEntry[] {
  const operations: OperationEntry[] = [];
  const paths: At = { value: doc.paths, pointer: '/paths' };
  if (!isObject(paths.value)) return operations;
  for (const path of Object.keys(paths.value)) {
    const item = resolveObject(doc, child(paths, path));
    // The fixed method fields (3.2's `query` among them), then 3.2's `additionalOperations` (any method).
    const additional = isObject(item.value.additionalOperations) ? child(item, 'additionalOperations') : undefined;
    const methods: Array<[string, At]> = [
      ...HTTP_METHODS.filter((m) => isObject(item.value[m])).map((m): [string, At] => [m, child(item, m)]),
      ...(additional
        ? Object.keys(additional.value as JsonObject)
            .filter((m) => !(HTTP_METHODS as readonly string[]).includes(m.toLowerCase()))
            .map((m): [string, At] => [m, child(additional, m)])
        : []),
    ];
    for (const [method, place] of methods) {
      const at = resolveObject(doc, place);
      const operationId = typeof at.value.operationId === 'string' ? at.value.operationId : undefined;
      operations.push({
        label: `${method.toUpperCase()} ${path}`,
        key: `${method} ${path.replace(/\{[^}]*\}/g, '{}')}`,
        path,
        at,
        operationId,
        parameters: parametersOf(doc, path, item, at),
      });
    }
  }
  return operations;
}

function parametersOf(doc: JsonObject, path: string, item: At, operation: At): ParameterEntry[] {
  const byKey = new Map<string, ParameterEntry>();
  const pathNames = [...path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
  // Operation-level parameters override the path item's of the same name and location.
  for (const owner of [item, operation]) {
    const list = child(owner, 'parameters');
    if (!Array.isArray(list.value)) continue;
    list.value.forEach((_, i) => {
      const at = resolveObject(doc, child(list, i));
      const name = at.value.name,
        where = at.value.in;
      if (typeof name !== 'string' || typeof where !== 'string') return;
      if (where === 'header' && IGNORED_HEADERS.has(name.toLowerCase())) return;
      const position = pathNames.indexOf(name);
      const key =
        where === 'path' && position >= 0
          ? `path:#${position}`
          : `${where}:${where === 'header' ? name.toLowerCase() : name}`;
      byKey.set(key, { name, in: where, key, at });
    });
  }
  return [...byKey.values()];
}

/** The security requirements an operation has: its own, or the document's. Each is one way to authenticate. */
function securityOf(doc: JsonObject, operation: OperationEntry): Array<Map<string, Set<string>>> {
  const list = operation.at.value.security ?? doc.security;
  // No list, or an empty one, means no authentication: one way, needing nothing.
  if (!Array.isArray(list) || list.length === 0) return [new Map()];
  return list
    .filter(isObject)
    .map(
      (requirement) =>
        new Map(
          Object.entries(requirement).map(([scheme, scopes]) => [
            scheme,
            new Set(Array.isArray(scopes) ? scopes.map(String) : []),
          ]),
        ),
    );
}

const requirementText = (requirement: Map<string, Set<string>>) =>
  requirement.size === 0
    ? 'no authentication'
    : [...requirement]
        .map(([scheme, scopes]) => (scopes.size ? `\`${scheme}\` (${[...scopes].join(', ')})` : `\`${scheme}\``))
        .join(' and ');

/** Whether a client that satisfies `held` also satisfies `needed` (same schemes, at most the same scopes). */
const satisfies = (held: Map<string, Set<string>>, needed: Map<string, Set<string>>) =>
  [...needed].every(
    ([scheme, scopes]) => held.has(scheme) && [...scopes].every((scope) => held.get(scheme)!.has(scope)),
  );

const isSuccess = (status: string) => /^2(\d\d|XX)$/i.test(status);

class OperationDiff {
  readonly changes: ApiChange[] = [];
  private readonly docs: DocumentPair;

  constructor(
    docs: DocumentPair,
    private readonly oldOp: OperationEntry,
    private readonly newOp: OperationEntry,
  ) {
    this.docs = docs;
  }

  private add(
    kind: ChangeKind,
    level: ChangeLevel,
    pointer: string,
    message: string,
    action: string,
    location?: ChangeLocation,
    removal = false,
    values?: unknown[],
  ) {
    const op = removal ? this.oldOp : this.newOp;
    this.changes.push({
      kind,
      level,
      operation: op.label,
      ...(op.operationId !== undefined ? { operationId: op.operationId } : {}),
      pointer,
      message,
      action,
      ...(location ? { location } : {}),
      ...(values ? { values } : {}),
    });
  }

  /** Ties schema findings to this operation, naming the field and the shared schema they are written in. */
  private addFindings(
    findings: SchemaFinding[],
    subject: (fieldPath: string[]) => string,
    location: Omit<ChangeLocation, 'fieldPath'>,
  ) {
    for (const finding of findings) {
      const name = subject(finding.fieldPath);
      const sentence = `${name} ${finding.predicate}.`;
      const message = finding.schemaName ? `In schema ${finding.schemaName}: ${sentence}` : capitalize(sentence);
      const action = capitalize(finding.action.replaceAll('{field}', fieldName(finding.fieldPath, name)));
      this.add(
        finding.kind,
        finding.level,
        finding.pointer,
        message,
        action,
        { ...location, fieldPath: finding.fieldPath },
        false,
        finding.values,
      );
    }
  }

  run(): ApiChange[] {
    const o = this.oldOp.at.value,
      n = this.newOp.at.value;
    if (o.deprecated !== true && n.deprecated === true) {
      this.add(
        'operation-deprecated',
        'deprecation',
        this.newOp.at.pointer + '/deprecated',
        'The operation was deprecated.',
        `Move off ${this.newOp.label} before it is removed.`,
      );
    } else if (o.deprecated === true && n.deprecated !== true) {
      this.add(
        'operation-undeprecated',
        'non-breaking',
        this.newOp.at.pointer,
        'The operation is no longer deprecated.',
        'Nothing to do.',
      );
    }
    this.compareSecurity();
    this.compareParameters();
    this.compareRequestBody();
    this.compareResponses();
    return this.changes;
  }

  private compareSecurity() {
    const before = securityOf(this.docs.oldDoc, this.oldOp);
    const after = securityOf(this.docs.newDoc, this.newOp);
    const pointer =
      isObject(this.newOp.at.value) && this.newOp.at.value.security !== undefined
        ? `${this.newOp.at.pointer}/security`
        : '/security';
    const stranded = before.filter((held) => !after.some((needed) => satisfies(held, needed)));
    if (stranded.length > 0) {
      const ways = after.map(requirementText).join(', or ');
      this.add(
        'security-requirement-added',
        'breaking',
        pointer,
        `New security requirement: the operation now requires ${ways}; it accepted ${before.map(requirementText).join(', or ')}.`,
        `Authenticate with ${ways}.`,
      );
      return;
    }
    const added = after.filter((needed) => !before.some((held) => satisfies(held, needed) && satisfies(needed, held)));
    if (added.length > 0)
      this.add(
        'security-alternative-added',
        'non-breaking',
        pointer,
        `The operation also accepts ${added.map(requirementText).join(', or ')}.`,
        'You may authenticate that way.',
      );
  }

  private compareParameters() {
    const oldParams = new Map(this.oldOp.parameters.map((p) => [p.key, p]));
    const newParams = new Map(this.newOp.parameters.map((p) => [p.key, p]));
    const removed = this.oldOp.parameters.filter((p) => !newParams.has(p.key));
    const added = this.newOp.parameters.filter((p) => !oldParams.has(p.key));
    // A parameter removed and another added with the same schema is one parameter renamed or moved;
    // so is one whose name contains the other's in the same place, with the same type
    // (`workflowName` → `workflow`), its schema then compared too.
    const shape = (doc: JsonObject, p: ParameterEntry) => schemaShape(doc, parameterSchema(p));
    const typeOf = (doc: JsonObject, p: ParameterEntry) =>
      JSON.stringify(resolveObject(doc, parameterSchema(p)).value.type ?? null);
    const related = (a: string, b: string) => {
      const [x, y] = [a, b].map((name) => name.toLowerCase().replace(/[-_]/g, ''));
      return x.includes(y) || y.includes(x);
    };
    const renamed = new Map<ParameterEntry, ParameterEntry>();
    const pair = (matches: (gone: ParameterEntry, candidate: ParameterEntry) => boolean) => {
      const taken = new Set(renamed.values());
      for (const gone of removed) {
        if (taken.has(gone)) continue;
        const candidates = added.filter((p) => !renamed.has(p) && matches(gone, p));
        if (candidates.length === 1) renamed.set(candidates[0], gone);
      }
    };
    pair((gone, p) => shape(this.docs.newDoc, p) === shape(this.docs.oldDoc, gone));
    pair(
      (gone, p) =>
        gone.in === p.in &&
        related(gone.name, p.name) &&
        typeOf(this.docs.oldDoc, gone) === typeOf(this.docs.newDoc, p),
    );
    const movedFrom = new Set(renamed.values());
    for (const gone of removed) {
      if (movedFrom.has(gone)) continue;
      this.add(
        'parameter-removed',
        'breaking',
        gone.at.pointer,
        `${capitalize(paramText(gone))} was removed.`,
        `Stop sending \`${gone.name}\`.`,
        paramLocation(gone),
        true,
      );
    }
    for (const param of added) {
      const from = renamed.get(param);
      if (from) {
        const how =
          from.in === param.in
            ? `was renamed to \`${param.name}\``
            : from.name === param.name
              ? `moved to the ${param.in}`
              : `was renamed and moved to ${paramText(param)}`;
        this.add(
          'parameter-renamed',
          'breaking',
          param.at.pointer,
          `${capitalize(paramText(from))} ${how}.`,
          `Send ${paramText(param)} instead of ${paramText(from)}.`,
          paramLocation(param),
        );
        this.compareParameter(from, param);
      } else if (param.at.value.required === true) {
        this.add(
          'parameter-added',
          'breaking',
          param.at.pointer,
          `New required ${paramText(param)}.`,
          `Send ${paramText(param)}.`,
          paramLocation(param),
        );
      } else {
        this.add(
          'parameter-added',
          'non-breaking',
          param.at.pointer,
          `New optional ${paramText(param)}.`,
          `You may send ${paramText(param)}.`,
          paramLocation(param),
        );
      }
    }
    for (const param of this.newOp.parameters) {
      const before = oldParams.get(param.key);
      if (before) this.compareParameter(before, param);
    }
  }

  private compareParameter(before: ParameterEntry, after: ParameterEntry) {
    const o = before.at.value,
      n = after.at.value;
    const text = paramText(after);
    const location = paramLocation(after);
    if (o.required !== true && n.required === true)
      this.add(
        'parameter-required',
        'breaking',
        after.at.pointer,
        `${capitalize(text)} became required.`,
        `Always send \`${after.name}\`.`,
        location,
      );
    if (o.required === true && n.required !== true)
      this.add(
        'parameter-optional',
        'non-breaking',
        after.at.pointer,
        `${capitalize(text)} became optional.`,
        `You may leave out \`${after.name}\`.`,
        location,
      );
    if (o.deprecated !== true && n.deprecated === true)
      this.add(
        'parameter-deprecated',
        'deprecation',
        after.at.pointer,
        `${capitalize(text)} was deprecated.`,
        `Stop sending \`${after.name}\` before it is removed.`,
        location,
      );
    for (const key of ['style', 'explode'] as const) {
      if (o[key] !== n[key] && (o[key] !== undefined || n[key] !== undefined)) {
        this.add(
          'parameter-serialization-changed',
          'breaking',
          after.at.pointer,
          `${capitalize(text)} changed ${key} from ${String(o[key] ?? 'the default')} to ${String(n[key] ?? 'the default')}.`,
          `Serialize \`${after.name}\` with ${key} ${String(n[key] ?? 'default')}.`,
          location,
        );
      }
    }
    const subject = (fieldPath: string[]) =>
      fieldPath.length === 0 ? text : `${text} field \`${pathText(fieldPath)}\``;
    this.addFindings(diffSchemas(this.docs, parameterSchema(before), parameterSchema(after), 'request'), subject, {
      in: 'parameter',
      parameter: { name: after.name, in: after.in },
    });
  }

  private compareRequestBody() {
    const oldBody = resolveObject(this.docs.oldDoc, child(this.oldOp.at, 'requestBody'));
    const newBody = resolveObject(this.docs.newDoc, child(this.newOp.at, 'requestBody'));
    const hadBody = this.oldOp.at.value.requestBody !== undefined,
      hasBody = this.newOp.at.value.requestBody !== undefined;
    if (!hadBody && !hasBody) return;
    if (!hadBody) {
      if (newBody.value.required === true)
        this.add(
          'request-body-added',
          'breaking',
          newBody.pointer,
          'A request body is now required.',
          'Send the request body.',
          { in: 'request', fieldPath: [] },
        );
      else
        this.add(
          'request-body-added',
          'non-breaking',
          newBody.pointer,
          'The operation accepts an optional request body.',
          'You may send the request body.',
          { in: 'request', fieldPath: [] },
        );
      return;
    }
    if (!hasBody) {
      this.add(
        'request-body-removed',
        'breaking',
        oldBody.pointer,
        'The request body was removed.',
        'Stop sending a request body.',
        { in: 'request', fieldPath: [] },
      );
      return;
    }
    if (oldBody.value.required !== true && newBody.value.required === true)
      this.add(
        'request-body-required',
        'breaking',
        newBody.pointer,
        'The request body became required.',
        'Always send the request body.',
        { in: 'request', fieldPath: [] },
      );
    this.compareContent(child(oldBody, 'content'), child(newBody, 'content'), 'request');
  }

  private compareResponses() {
    const oldResponses = child(this.oldOp.at, 'responses'),
      newResponses = child(this.newOp.at, 'responses');
    const oldStatuses = isObject(oldResponses.value) ? Object.keys(oldResponses.value) : [];
    const newStatuses = isObject(newResponses.value) ? Object.keys(newResponses.value) : [];
    const successNow = newStatuses.filter(isSuccess);
    for (const status of oldStatuses) {
      if (newStatuses.includes(status)) continue;
      const at = child(oldResponses, status);
      if (isSuccess(status)) {
        const instead = successNow.length
          ? `Expect ${successNow.join(' or ')} instead.`
          : 'Handle the responses the operation returns now.';
        this.add(
          'response-removed',
          'breaking',
          at.pointer,
          `Success response ${status} was removed.`,
          instead,
          { in: 'response', status, fieldPath: [] },
          true,
        );
      } else {
        this.add(
          'response-removed',
          'non-breaking',
          at.pointer,
          `Response ${status} was removed.`,
          'Nothing to do.',
          { in: 'response', status, fieldPath: [] },
          true,
        );
      }
    }
    for (const status of newStatuses) {
      const at = child(newResponses, status);
      if (!oldStatuses.includes(status)) {
        this.add('response-added', 'non-breaking', at.pointer, `New response ${status}.`, `Handle status ${status}.`, {
          in: 'response',
          status,
          fieldPath: [],
        });
        continue;
      }
      const before = resolveObject(this.docs.oldDoc, child(oldResponses, status));
      const after = resolveObject(this.docs.newDoc, at);
      this.compareHeaders(before, after, status);
      this.compareContent(child(before, 'content'), child(after, 'content'), 'response', status);
    }
  }

  private compareHeaders(before: At & { value: JsonObject }, after: At & { value: JsonObject }, status: string) {
    const oldHeaders = isObject(before.value.headers) ? before.value.headers : {};
    const newHeaders = isObject(after.value.headers) ? after.value.headers : {};
    const lower = (keys: string[]) => new Map(keys.map((k) => [k.toLowerCase(), k]));
    const oldNames = lower(Object.keys(oldHeaders)),
      newNames = lower(Object.keys(newHeaders));
    for (const [key, name] of oldNames) {
      if (newNames.has(key)) continue;
      this.add(
        'response-header-removed',
        'breaking',
        child(child(before, 'headers'), name).pointer,
        `Response ${status} header \`${name}\` was removed.`,
        `Stop reading \`${name}\`.`,
        { in: 'response', status, fieldPath: [] },
        true,
      );
    }
    for (const [key, name] of newNames) {
      if (!oldNames.has(key))
        this.add(
          'response-header-added',
          'non-breaking',
          child(child(after, 'headers'), name).pointer,
          `Response ${status} header \`${name}\` was added.`,
          `You may read \`${name}\`.`,
          { in: 'response', status, fieldPath: [] },
        );
    }
  }

  private compareContent(oldContent: At, newContent: At, direction: Direction, status?: string) {
    const oldTypes = isObject(oldContent.value) ? Object.keys(oldContent.value) : [];
    const newTypes = isObject(newContent.value) ? Object.keys(newContent.value) : [];
    const where = direction === 'request' ? 'The request body' : `Response ${status}`;
    const base = direction === 'request' ? { in: 'request' as const } : { in: 'response' as const, status };
    for (const mediaType of oldTypes) {
      if (newTypes.includes(mediaType)) continue;
      const instead = newTypes.length ? ` Use ${newTypes.map((t) => `\`${t}\``).join(' or ')}.` : '';
      const action =
        direction === 'request'
          ? `Stop sending \`${mediaType}\`.${instead}`
          : `Stop asking for \`${mediaType}\`.${instead}`;
      this.add(
        'media-type-removed',
        'breaking',
        child(oldContent, mediaType).pointer,
        `${where} no longer ${direction === 'request' ? 'accepts' : 'comes in'} media type \`${mediaType}\`.`,
        action,
        { ...base, mediaType, fieldPath: [] },
        true,
      );
    }
    for (const mediaType of newTypes) {
      const newMedia = child(newContent, mediaType);
      if (!oldTypes.includes(mediaType)) {
        this.add(
          'media-type-added',
          'non-breaking',
          newMedia.pointer,
          `${where} ${direction === 'request' ? 'accepts' : 'also comes in'} media type \`${mediaType}\`.`,
          direction === 'request' ? `You may send \`${mediaType}\`.` : `You may ask for \`${mediaType}\`.`,
          { ...base, mediaType, fieldPath: [] },
        );
        continue;
      }
      const oldMedia = child(oldContent, mediaType);
      if (!isObject(oldMedia.value) || !isObject(newMedia.value)) continue;
      if (oldMedia.value.schema === undefined && newMedia.value.schema === undefined) continue;
      const media = newTypes.length > 1 || mediaType !== 'application/json' ? ` (${mediaType})` : '';
      const head = direction === 'request' ? `request body${media}` : `response ${status}${media}`;
      const subject = (fieldPath: string[]) =>
        fieldPath.length > 0
          ? `${head} field \`${pathText(fieldPath)}\``
          : direction === 'request'
            ? head
            : `${head} body`;
      this.addFindings(
        diffSchemas(this.docs, child(oldMedia, 'schema'), child(newMedia, 'schema'), direction),
        subject,
        { ...base, mediaType },
      );
    }
  }
}

/** A parameter's schema: its `schema`, or the schema of its (only) `content` media type. */
function parameterSchema(p: ParameterEntry): At {
  if (p.at.value.schema !== undefined) return child(p.at, 'schema');
  const content = child(p.at, 'content');
  const first = isObject(content.value) ? Object.keys(content.value)[0] : undefined;
  return first === undefined ? { value: undefined, pointer: content.pointer } : child(child(content, first), 'schema');
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** `steps[].name` for ['steps', '[]', 'name']. */
const pathText = (fieldPath: string[]) =>
  fieldPath
    .join('.')
    .replace(/\.\[\]/g, '[]')
    .replace(/\.\{key\}/g, '.{key}');
const fieldName = (fieldPath: string[], subject: string) => (fieldPath.length ? `\`${pathText(fieldPath)}\`` : subject);
const paramText = (p: ParameterEntry) => `${p.in} parameter \`${p.name}\``;
const paramLocation = (p: ParameterEntry): ChangeLocation => ({
  in: 'parameter',
  fieldPath: [],
  parameter: { name: p.name, in: p.in },
});

/** Changes that concern the whole API: servers and security schemes. */
function diffApiLevel(docs: DocumentPair): ApiChange[] {
  const changes: ApiChange[] = [];
  const add = (kind: ChangeKind, level: ChangeLevel, pointer: string, message: string, action: string) =>
    changes.push({ kind, level, operation: null, pointer, message, action });
  const urls = (doc: JsonObject) =>
    Array.isArray(doc.servers) ? doc.servers.filter(isObject).map((s) => String(s.url)) : [];
  const oldUrls = urls(docs.oldDoc),
    newUrls = urls(docs.newDoc);
  oldUrls.forEach((url, i) => {
    if (!newUrls.includes(url))
      add(
        'server-removed',
        'non-breaking',
        `/servers/${i}`,
        `Server \`${url}\` was removed from the description.`,
        newUrls.length ? `Use ${newUrls.map((u) => `\`${u}\``).join(' or ')}.` : 'Use the server you were given.',
      );
  });
  newUrls.forEach((url, i) => {
    if (!oldUrls.includes(url))
      add('server-added', 'non-breaking', `/servers/${i}`, `Server \`${url}\` was added.`, 'You may use it.');
  });
  const schemes = (doc: JsonObject) =>
    isObject(doc.components) && isObject(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  const oldSchemes = schemes(docs.oldDoc),
    newSchemes = schemes(docs.newDoc);
  const pointerOf = (name: string) => `/components/securitySchemes/${pointerSegment(name)}`;
  for (const name of Object.keys(oldSchemes)) {
    if (!(name in newSchemes)) {
      add(
        'security-scheme-removed',
        'breaking',
        pointerOf(name),
        `Security scheme \`${name}\` was removed.`,
        `Stop authenticating with \`${name}\`; use a scheme the operations require now.`,
      );
      continue;
    }
    // What a client relies on: type, location, name and each flow it may use. A flow added (3.2's
    // device authorization beside an existing flow) leaves every other flow working: not breaking.
    // Text and 3.2's pointers to more (`oauth2MetadataUrl`, `deprecated`) change nothing a client sends.
    const essence = (doc: JsonObject, at: At) => {
      const { description: _d, flows, oauth2MetadataUrl: _m, deprecated: _x, ...rest } = resolveObject(doc, at).value;
      const flowMap = isObject(flows) ? flows : {};
      return {
        scheme: schemaShape(doc, { value: rest, pointer: at.pointer }),
        flows: new Map(
          Object.entries(flowMap).map(([flow, value]) => [
            flow,
            schemaShape(doc, { value, pointer: `${at.pointer}/flows/${pointerSegment(flow)}` }),
          ]),
        ),
      };
    };
    const before = essence(docs.oldDoc, { value: oldSchemes[name], pointer: pointerOf(name) });
    const after = essence(docs.newDoc, { value: newSchemes[name], pointer: pointerOf(name) });
    const flowChanged = [...before.flows].some(([flow, shape]) => after.flows.get(flow) !== shape);
    if (before.scheme !== after.scheme || flowChanged) {
      add(
        'security-scheme-changed',
        'breaking',
        pointerOf(name),
        `Security scheme \`${name}\` changed (its type, location, name or flows).`,
        `Update how you send \`${name}\` credentials to match the description.`,
      );
      continue;
    }
    for (const flow of after.flows.keys()) {
      if (!before.flows.has(flow))
        add(
          'security-flow-added',
          'non-breaking',
          `${pointerOf(name)}/flows/${pointerSegment(flow)}`,
          `Security scheme \`${name}\` gained the \`${flow}\` flow.`,
          `You may get \`${name}\` credentials through it.`,
        );
    }
  }
  for (const name of Object.keys(newSchemes)) {
    if (!(name in oldSchemes))
      add(
        'security-scheme-added',
        'non-breaking',
        pointerOf(name),
        `Security scheme \`${name}\` was added.`,
        'You may authenticate with it where an operation accepts it.',
      );
  }
  return changes;
}

/**
 * Every change between two OpenAPI 3.0/3.1 descriptions (plain objects as parsed, with local
 * `$ref`s), each with its level for a client written against `oldDoc`. Operations are matched by
 * method and path (parameter names in the path may differ). Operation changes come in the new
 * description's order, then removed operations, then API-wide changes. Pure: reads its inputs only.
 */
export function diffApiDescriptions(oldDoc: JsonObject, newDoc: JsonObject): ApiChange[] {
  const docs: DocumentPair = { oldDoc, newDoc };
  const oldOps = operationsOf(oldDoc),
    newOps = operationsOf(newDoc);
  const oldByKey = new Map(oldOps.map((op) => [op.key, op]));
  const newKeys = new Set(newOps.map((op) => op.key));
  const changes: ApiChange[] = [];
  const opFields = (op: OperationEntry) => ({
    operation: op.label,
    ...(op.operationId !== undefined ? { operationId: op.operationId } : {}),
  });
  for (const op of newOps) {
    const before = oldByKey.get(op.key);
    if (!before) {
      changes.push({
        kind: 'operation-added',
        level: 'non-breaking',
        ...opFields(op),
        pointer: op.at.pointer,
        message: 'New operation.',
        action: `You may call ${op.label}.`,
      });
      continue;
    }
    changes.push(...new OperationDiff(docs, before, op).run());
  }
  for (const op of oldOps) {
    if (newKeys.has(op.key)) continue;
    const wasDeprecated = op.at.value.deprecated === true ? ' (it was deprecated)' : '';
    changes.push({
      kind: 'operation-removed',
      level: 'breaking',
      ...opFields(op),
      pointer: op.at.pointer,
      message: `The operation was removed${wasDeprecated}.`,
      action: `Stop calling ${op.label}.`,
    });
  }
  changes.push(...diffApiLevel(docs));
  return changes;
}
