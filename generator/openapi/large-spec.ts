/**
 * A synthetic OpenAPI description of any size: one tag per entry of `tagSizes`, with that many
 * operations (tag i is "Group i", its operations `getGroup{i}Thing{n}`), every
 * operation with a path parameter, a shared component schema and an example. For tests and
 * benchmarks of large sections, where the operation count is what varies. `Thing.owner` nests
 * four levels deep (owner → team → lead → address), deeper than a large API's page shows at once;
 * the first operation returns a `Wide` thing of 80 fields, more than such a page shows at once.
 * `replaceable` names things that also get a PUT (`replaceGroup{i}Thing{n}`) with a `Thing` body.
 */
const WIDE_FIELDS = 80;

export function syntheticSpec(
  tagSizes: number[],
  { replaceable = [] }: { replaceable?: Array<{ group: number; thing: number }> } = {},
): Record<string, unknown> {
  const tags = tagSizes.length;
  const total = tagSizes.reduce((a, b) => a + b, 0);
  const paths: Record<string, Record<string, unknown>> = {};
  const tagList = [];
  for (let t = 1; t <= tags; t++) {
    const tag = `Group ${t}`;
    tagList.push({ name: tag, description: `Operations of group ${t}.` });
    for (let i = 1; i <= tagSizes[t - 1]; i++) {
      paths[`/groups-${t}/things-${i}/{thingId}`] = {
        get: {
          operationId: `getGroup${t}Thing${i}`,
          summary: `Get thing ${i} of group ${t}`,
          description: `Returns thing ${i} of group ${t}.`,
          tags: [tag],
          parameters: [
            {
              name: 'thingId',
              in: 'path',
              required: true,
              description: 'Id of the thing.',
              schema: { type: 'string' },
            },
          ],
          responses: {
            '200': {
              description: 'The thing.',
              content: {
                'application/json': {
                  schema: { $ref: `#/components/schemas/${t === 1 && i === 1 ? 'Wide' : 'Thing'}` },
                },
              },
            },
            '404': {
              description: 'No such thing.',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
            },
          },
        },
      };
    }
  }
  for (const { group, thing } of replaceable)
    paths[`/groups-${group}/things-${thing}/{thingId}`].put = {
      operationId: `replaceGroup${group}Thing${thing}`,
      tags: [`Group ${group}`],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
      },
      responses: { '204': { description: 'Replaced.' } },
    };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Synthetic API',
      version: '1.0.0',
      description: `A generated description of ${total} operations in ${tags} groups.`,
    },
    servers: [{ url: 'https://api.example.com' }],
    tags: tagList,
    paths,
    components: {
      schemas: {
        Thing: {
          type: 'object',
          required: ['id', 'name'],
          properties: {
            id: { type: 'string', examples: ['thing-1'] },
            name: { type: 'string', examples: ['First thing'] },
            labels: { type: 'object', additionalProperties: { type: 'string' } },
            parent: { $ref: '#/components/schemas/Thing' },
            owner: { $ref: '#/components/schemas/Owner' },
          },
        },
        Owner: {
          type: 'object',
          description: 'Who owns the thing.',
          properties: {
            name: { type: 'string' },
            team: {
              type: 'object',
              description: "The owner's team.",
              properties: {
                name: { type: 'string' },
                lead: {
                  type: 'object',
                  description: "The team's lead.",
                  properties: {
                    name: { type: 'string', description: 'Full name of the lead.' },
                    address: {
                      type: 'object',
                      properties: { city: { type: 'string', description: 'City the lead works in.' } },
                    },
                  },
                },
              },
            },
          },
        },
        Error: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } },
        Wide: {
          type: 'object',
          properties: Object.fromEntries(
            Array.from({ length: WIDE_FIELDS }, (_, n) => [
              `field${n + 1}`,
              { type: 'string', description: `Field ${n + 1} of a wide thing.` },
            ]),
          ),
        },
      },
    },
  };
}
