// What the fuzz test sends (tests/server/fuzz.test.ts): fast-check arbitraries for a hostile
// client's requests — bogus and path-like ids, malformed query strings and impossible dates,
// malformed JSON, arrays where objects belong, 1.5 MB strings, wrong and missing content
// types, UTF-16 and bytes that are not UTF-8, broken multipart. A request is a small plain
// description (so a failure prints readably); `toFetch` builds the bytes when it is sent.
import fc from 'fast-check';
import { fill, type Route, tableOfPath } from '../support/routes.js';

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  /** Text sent as is, under a content type (none: no Content-Type header at all). */
  | { kind: 'text'; text: string; type?: string }
  /** A JSON object holding one string of `bytes` bytes (1.5 MB: parsed; 2.5 MB: over the JSON limit; 6 MB: over the upload limit). */
  | { kind: 'big'; key: string; bytes: number; type: string }
  | { kind: 'utf16'; text: string }
  | { kind: 'bytes'; hex: string; type?: string }
  /** Multipart with one part; `closed: false` leaves out the closing boundary (a cut-off upload). */
  | { kind: 'form'; field: string; closed: boolean; file?: { hex: string; type: string } };

export type Auth = 'session' | 'none' | 'garbage';

export interface Probe {
  method: string;
  path: string;
  body: Body;
  auth: Auth;
}

const HOSTILE_IDS = [
  '1',
  '0',
  '-1',
  'null',
  'undefined',
  '%5B%5D',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '....%2F%2F',
  encodeURIComponent("' or 1=1; drop table users; --"),
  encodeURIComponent('00000000-0000-0000-0000-00000000000g'),
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(5000),
  // Over Node's 16 kB header limit: refused by the parser itself (431).
  'y'.repeat(20_000),
];

const QUERY_KEYS = [
  'page',
  'limit',
  'search',
  'status',
  'isPremium',
  'isActive',
  'isPopular',
  'dateFrom',
  'dateTo',
  'format',
  'category',
  'language',
  'sort',
  'order',
  'token',
  'page[]',
  'status[0]',
];
/** Raw (already encoded, or deliberately broken) query values. */
const RAW_VALUES = [
  '%5B%5D',
  '[]',
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%FF%FE',
  '1e400',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  'true',
  'false',
  '1',
  'yes',
  '2024-13-45',
  '2024-02-30',
  '2024-02-29T25:61:61Z',
  '9999-99-99',
  '0000-00-00',
  'csv',
  'json',
  'xml',
  'PAID',
  'public',
];

/** Percent-encoded; a lone surrogate (which has no UTF-8) becomes the bytes of one, which are not UTF-8 either. */
const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', '\ud800', "'; drop table users; --", '%_\\', '<script>alert(1)</script>'),
);
const queryValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...RAW_VALUES) },
  { weight: 2, arbitrary: text.map(encode) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((d) => encodeURIComponent(d.toISOString())) },
);
const query = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), queryValue), { maxLength: 5 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

/** The fields the API's bodies use, so random values also reach the validators behind them. */
const BODY_KEYS = [
  'userIds',
  'cvIds',
  'packageIds',
  'orderIds',
  'templateIds',
  'contactIds',
  'status',
  'updates',
  'credits',
  'packageId',
  'firstName',
  'lastName',
  'email',
  'isPremium',
  'isActive',
  'isPopular',
  'emailVerified',
  'name',
  'nameEn',
  'description',
  'price',
  'currency',
  'features',
  'content',
  'category',
  'section',
  'settings',
  'currentPassword',
  'newPassword',
  'orderCode',
  'amount',
  'transactionId',
  'subject',
  'message',
  'isPublic',
  'isDraft',
  'language',
  'dateFrom',
  'dateTo',
];
const jsonValue = (ids: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 2, arbitrary: text },
    { weight: 1, arbitrary: fc.array(fc.oneof(fc.uuid(), fc.constantFrom(...ids, 'x', '')), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.constantFrom('2024-13-45', '2024-02-30', 'VERIFIED', 'CANCELLED', 'security', -1, 1e308, Number.MAX_SAFE_INTEGER + 2) },
  );
const object = (ids: string[]) =>
  fc.dictionary(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...BODY_KEYS) }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) }), jsonValue(ids), {
    maxKeys: 5,
  });

const hex = (maxLength: number) => fc.uint8Array({ maxLength }).map((b) => Buffer.from(b).toString('hex'));
const PNG_HEAD = '89504e470d0a1a0a0000000d49484452';

const body = (ids: string[]): fc.Arbitrary<Body> =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant({ kind: 'none' as const }) },
    { weight: 6, arbitrary: object(ids).map((value) => ({ kind: 'json' as const, value })) },
    // An array (or a scalar) where an object belongs.
    {
      weight: 2,
      arbitrary: fc.oneof(fc.array(object(ids), { maxLength: 3 }), fc.jsonValue({ maxDepth: 1 })).map((value) => ({ kind: 'json' as const, value })),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('text' as const),
        text: fc.oneof(
          fc.constantFrom('{', '{"a":', '{"a":1,}', "{'a':1}", '[1,2', 'null', '', 'NaN', '{"__proto__":{"x":1}}', `${'['.repeat(3000)}${']'.repeat(3000)}`),
          text,
        ),
        type: fc.constantFrom(
          'application/json',
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'application/json; charset=utf-16',
          'multipart/form-data',
          'APPLICATION/JSON',
          undefined,
        ),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('big' as const),
        key: fc.constantFrom(...BODY_KEYS),
        bytes: fc.constantFrom(1_500_000, 1_500_000, 2_500_000, 6_000_000),
        type: fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=zz'),
      }),
    },
    { weight: 1, arbitrary: object(ids).map((value) => ({ kind: 'utf16' as const, text: JSON.stringify(value) })) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('bytes' as const),
        hex: fc.oneof(hex(64), fc.constant('fffe80c328a0a1')),
        type: fc.constantFrom('application/json', undefined),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record(
        {
          kind: fc.constant('form' as const),
          field: fc.constantFrom('preview', 'file', ''),
          closed: fc.boolean(),
          file: fc.record({
            hex: fc.oneof(
              hex(64),
              hex(32).map((h) => PNG_HEAD + h),
            ),
            type: fc.constantFrom('image/png', 'text/html', 'application/octet-stream'),
          }),
        },
        { requiredKeys: ['kind', 'field', 'closed'] },
      ),
    },
  );

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** A hostile request to one of `routes`; `ids` holds real ids per table, so some requests get past the lookup. */
export function probe(routes: Route[], ids: Record<string, string[]>): fc.Arbitrary<Probe> {
  const allIds = Object.values(ids).flat();
  return fc.constantFrom(...routes).chain((route) => {
    const table = tableOfPath(route.path, ids);
    const real = (table && ids[table]) || [];
    const id = fc.oneof(
      { weight: real.length ? 6 : 0, arbitrary: fc.constantFrom(...(real.length ? real : allIds)) },
      { weight: 1, arbitrary: fc.constantFrom(...allIds) },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_IDS) },
      { weight: 1, arbitrary: text.map(encode) },
    );
    return fc
      .record({
        wrongMethod: fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
        id,
        query,
        body: body(allIds),
        auth: fc.constantFrom<Auth>('session', 'session', 'session', 'session', 'session', 'session', 'none', 'garbage'),
      })
      .map(({ wrongMethod, id, query, body, auth }) => ({ method: wrongMethod ?? route.method, path: fill(route.path, id) + query, body, auth }));
  });
}

const FORM_BOUNDARY = 'fuzzboundary';

/** The fetch() init a probe stands for. */
export function toFetch(p: Probe, token: string): RequestInit {
  const headers: Record<string, string> = {};
  if (p.auth === 'session') headers.authorization = `Bearer ${token}`;
  if (p.auth === 'garbage') headers.authorization = 'Bearer not.a.token';
  if (p.method === 'GET') return { method: p.method, headers };
  let body: BodyInit | undefined;
  const b = p.body;
  switch (b.kind) {
    case 'none':
      break;
    case 'json':
      headers['content-type'] = 'application/json';
      body = JSON.stringify(b.value) ?? 'null';
      break;
    case 'text':
      // A Buffer, so fetch adds no Content-Type of its own when there is none.
      if (b.type) headers['content-type'] = b.type;
      body = Buffer.from(b.text);
      break;
    case 'big':
      headers['content-type'] = b.type;
      body = JSON.stringify({ [b.key]: 'x'.repeat(b.bytes) });
      break;
    case 'utf16':
      headers['content-type'] = 'application/json; charset=utf-16';
      body = Buffer.from(b.text, 'utf16le');
      break;
    case 'bytes':
      if (b.type) headers['content-type'] = b.type;
      body = Buffer.from(b.hex, 'hex');
      break;
    case 'form': {
      headers['content-type'] = `multipart/form-data; boundary=${FORM_BOUNDARY}`;
      const file = b.file ? Buffer.from(b.file.hex, 'hex') : Buffer.from('not a file');
      const disposition = b.file ? `; filename="x.png"\r\nContent-Type: ${b.file.type}` : '';
      body = Buffer.concat([
        Buffer.from(`--${FORM_BOUNDARY}\r\nContent-Disposition: form-data; name="${b.field}"${disposition}\r\n\r\n`),
        file,
        Buffer.from(b.closed ? `\r\n--${FORM_BOUNDARY}--\r\n` : ''),
      ]);
      break;
    }
  }
  return { method: p.method, headers, body };
}
