// Builds the OpenAPI 3.1 document from the areas' route declarations (http/route.ts): every schema
// comes from the contract through zod's JSON Schema output (draft 2020-12, which is what
// OpenAPI 3.1 uses). Named response entities become components; the rest is inlined.
import { z } from 'zod';
import { envelope, errorEnvelopeSchema } from '../../contract/envelope.js';

import type { Area, AreaTag, Route } from '../http/route.js';

type JsonSchema = Record<string, unknown>;

/** A route as the document lists it: under its tag. */
type Operation = Route & { tag: string };

/** The tags in the order their areas come, each with its operations (a route may name another area's tag). */
function operationsOf(areas: Area[]): { tags: AreaTag[]; operations: Operation[] } {
  const tags = new Map<string, AreaTag>();
  for (const area of areas) if (!tags.has(area.tag.name)) tags.set(area.tag.name, area.tag);
  const operations = areas.flatMap((area) => area.routes.map((route) => ({ ...route, tag: route.tag ?? area.tag.name })));
  const order = [...tags.keys()];
  operations.sort((a, b) => order.indexOf(a.tag) - order.indexOf(b.tag));
  return { tags: [...tags.values()], operations };
}

const PARAM = /\{(\w+)\}/g;

/** getAdminUsersByIdActivity for GET /api/admin/users/{id}/activity. */
function operationId(o: Operation): string {
  const words = o.path
    .replace(/^\/api\//, '')
    .split(/[/-]/)
    .filter(Boolean)
    .map((w) => w.replace(/^\{(\w+)\}$/, 'by-$1'))
    .flatMap((w) => w.split('-'))
    .map((w) => w.replace(/\W/g, ''));
  return o.method + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

/**
 * zod's output, tidied for readers: a format says what its long regex says, and a query
 * parameter's default is shown as sent (zod leaves out the default of a converted value).
 */
function tidy(ctx: { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema }) {
  const s = ctx.jsonSchema;
  const def = ctx.zodSchema._zod.def;
  if (def.type === 'default' && s.default === undefined && s.type === 'string') s.default = String((def as z.core.$ZodDefaultDef).defaultValue);
  if (s.format && s.pattern) delete s.pattern;
  if (s.type === 'integer') {
    if (s.minimum === Number.MIN_SAFE_INTEGER) delete s.minimum;
    if (s.maximum === Number.MAX_SAFE_INTEGER) delete s.maximum;
  }
}

/** Converts every schema of one registry in one pass, so they share named components. */
function convert(registry: z.core.$ZodRegistry<{ id: string }>, io: 'input' | 'output') {
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
    override: tidy,
  }) as { schemas: Record<string, JsonSchema> };
  if (schemas.__shared) throw new Error('OpenAPI: a schema needs shared $defs (a cycle?); give it a component name');
  for (const s of Object.values(schemas)) {
    delete s.$schema;
    delete s.$id;
  }
  return schemas;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

export interface DocumentOptions {
  version: string;
  areas: Area[];
  /** Response entities shown by name (component schemas) beyond those the areas name. */
  components?: Record<string, z.ZodType>;
  description: string;
}

export function buildDocument({ version, areas, components: shared = {}, description }: DocumentOptions) {
  const { tags, operations } = operationsOf(areas);
  const components: Record<string, z.ZodType> = Object.assign({}, shared, ...areas.map((a) => a.components ?? {}));

  // One registry per direction: requests read as sent (input), responses as sent back (output).
  const requests = z.registry<{ id: string }>();
  const responses = z.registry<{ id: string }>();
  responses.add(errorEnvelopeSchema, { id: 'ErrorEnvelope' });
  for (const [id, schema] of Object.entries(components)) responses.add(schema, { id });
  // Each operation's schemas under an id of their own; a clone, so that a schema that is also
  // nested in another one (cvUpdateBody inside cvBulkUpdateBody) is inlined there.
  const add = (registry: z.core.$ZodRegistry<{ id: string }>, schema: z.ZodType | undefined, id: string) => {
    if (!schema) return undefined;
    registry.add(schema.clone(), { id });
    return id;
  };
  const ids = operations.map((o, i) => ({
    query: add(requests, o.query, `op${i}Query`),
    body: add(requests, o.body, `op${i}Body`),
    params: add(requests, o.params && z.object(o.params), `op${i}Params`),
    data: add(responses, o.data && envelope(o.data), `op${i}Data`),
    rejected: add(responses, o.rejected, `op${i}Rejected`),
  }));
  const input = convert(requests, 'input');
  const output = convert(responses, 'output');
  // Per-operation schemas are inlined where they are used; named ones stay components.
  const inline = (schemas: Record<string, JsonSchema>, id: string) => (id in components || id === 'ErrorEnvelope' ? ref(id) : schemas[id]!);

  const paths: Record<string, Record<string, unknown>> = {};
  operations.forEach((o, i) => {
    const id = ids[i]!;
    const parameters: unknown[] = [];
    const pathParams = id.params ? (input[id.params]!.properties as Record<string, JsonSchema>) : {};
    for (const [, name] of o.path.matchAll(PARAM)) {
      parameters.push({ name, in: 'path', required: true, schema: pathParams[name!] ?? { type: 'string', format: 'uuid' } });
    }
    for (const [name, about] of Object.entries(o.headers ?? {})) {
      parameters.push({ name, in: 'header', required: true, description: about, schema: { type: 'string' } });
    }
    if (id.query) {
      const q = input[id.query]!;
      const required = new Set((q.required as string[] | undefined) ?? []);
      for (const [name, schema] of Object.entries(q.properties as Record<string, JsonSchema>)) {
        const { description: about, ...rest } = schema;
        parameters.push({ name, in: 'query', required: required.has(name), ...(about ? { description: about } : {}), schema: rest });
      }
    }

    const success: Record<string, unknown> = {};
    if (id.data) Object.assign(success, json(inline(output, id.data)));
    for (const type of [o.file?.type ?? []].flat()) success[type] = { schema: { type: type.endsWith('json') ? 'object' : 'string' } };
    const status = String(o.status ?? 200);
    const responsesOf: Record<string, unknown> = {
      [status]: { description: o.file && !o.data ? o.file.description : 'Success', ...(Object.keys(success).length ? { content: success } : {}) },
    };
    const error = (text: string, schema: JsonSchema = ref('ErrorEnvelope')) => ({ description: text, content: json(schema) });
    if (o.query || o.body || o.upload || o.form || o.params) {
      responsesOf['400'] = error('Invalid input: `errors` names each field', id.rejected ? inline(output, id.rejected) : undefined);
    }
    if (!o.public) responsesOf['401'] = { $ref: '#/components/responses/Unauthorized' };
    if (o.path.includes('{')) responsesOf['404'] = { $ref: '#/components/responses/NotFound' };
    for (const [code, meaning] of Object.entries(o.errors ?? {})) {
      if (meaning === null) delete responsesOf[code];
      else if (typeof meaning === 'string') responsesOf[code] = error(meaning);
      else responsesOf[code] = { description: meaning[0], content: { [meaning[1]]: { schema: { type: 'string' } } } };
    }
    responsesOf.default = { $ref: '#/components/responses/Error' };

    const fields = (media: string, of: Record<string, string>, field: (description: string) => object) => ({
      required: true,
      content: {
        [media]: {
          schema: { type: 'object', properties: Object.fromEntries(Object.entries(of).map(([k, d]) => [k, field(d)])), required: Object.keys(of) },
        },
      },
    });
    const body = id.body
      ? { required: true, content: json(input[id.body]!) }
      : o.upload
        ? fields('multipart/form-data', o.upload, (description) => ({ type: 'string', contentMediaType: 'application/octet-stream', description }))
        : o.form
          ? fields('application/x-www-form-urlencoded', o.form, (description) => ({ type: 'string', description }))
          : undefined;

    (paths[o.path] ??= {})[o.method] = {
      tags: [o.tag],
      summary: o.summary,
      ...(o.description ? { description: o.description } : {}),
      operationId: operationId(o),
      ...(o.public ? { security: [] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: responsesOf,
    };
  });

  const named = Object.fromEntries(['ErrorEnvelope', ...Object.keys(components)].map((name) => [name, output[name]!]));
  return {
    openapi: '3.1.0',
    info: { title: 'CV Builder admin API', version, description },
    tags,
    paths,
    components: {
      schemas: named,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      responses: {
        Unauthorized: { description: 'No, bad, expired or revoked token', content: json(ref('ErrorEnvelope')) },
        NotFound: { description: 'No such id', content: json(ref('ErrorEnvelope')) },
        Error: {
          description: 'Any other error: 413 body too large, 415 wrong content type, 429 throttled (with Retry-After), 500',
          content: json(ref('ErrorEnvelope')),
        },
      },
    },
    security: [{ bearerAuth: [] }],
  };
}

export type OpenApiDocument = ReturnType<typeof buildDocument>;
