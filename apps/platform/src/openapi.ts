/**
 * The OpenAPI 3.1 document, generated from the contract's endpoint registry (zod -> JSON Schema with
 * `z.toJSONSchema`). Every registry entry is documented; those the reference platform does not serve yet say so.
 */
import { endpointList, errorTable, type Endpoint } from '@croupier/contract';
import { z } from 'zod';

type Json = Record<string, unknown>;

const components: { schemas: Record<string, Json> } = { schemas: {} };

/** JSON Schema of a zod schema; `$defs` (recursive schemas) are hoisted into components with rewritten refs. */
function jsonSchema(schema: z.ZodType, name: string, io: 'input' | 'output'): Json {
  let out: Json;
  try {
    out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  } catch {
    return {};
  }
  delete out.$schema;
  const defs = out.$defs as Record<string, Json> | undefined;
  delete out.$defs;
  if (!defs) return out;
  const rename = (ref: string) => `#/components/schemas/${name}_${ref.replace('#/$defs/', '')}`;
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node && typeof node === 'object') {
      return Object.fromEntries(
        Object.entries(node as Json).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/') ? rename(v) : rewrite(v)]),
      );
    }
    return node;
  };
  for (const [defName, def] of Object.entries(defs)) components.schemas[`${name}_${defName}`] = rewrite(def) as Json;
  return rewrite(out) as Json;
}

const headerParameters = (endpoint: Endpoint) => [
  { name: 'Merchant', in: 'header', required: true, schema: { type: 'string', example: 'CRP001' }, description: 'Merchant code of the brand.' },
  { name: 'Language', in: 'header', required: false, schema: { type: 'string', example: 'JA' } },
  { name: 'Device', in: 'header', required: false, schema: { type: 'string', example: 'web' } },
  { name: 'X-Gateway-Version', in: 'header', required: false, schema: { type: 'string', example: '3' } },
  ...(endpoint.encrypt
    ? [{ name: 'Encryption', in: 'header', required: true, schema: { type: 'string' }, description: 'Base64 RSA-OAEP(SHA-256)-wrapped secret of this request.' }]
    : []),
];

/** The answer of a call that succeeded: HTTP 200 and `{ success: true, value }`. */
function successSchema(value: Json): Json {
  return { type: 'object', required: ['success', 'value'], properties: { success: { const: true }, value } };
}

/** The answer of a call that failed: `{ success: false, code, message, value? }`, the codes of one status class. */
function failureSchema(codes: string[], errorValue?: Json): Json {
  return {
    type: 'object',
    required: ['success', 'code', 'message'],
    properties: { success: { const: false }, code: { type: 'string', enum: codes }, message: { type: 'string' }, value: errorValue ?? {} },
  };
}

/** The codes a platform sends with a status of this class (client-side codes, with no status, are never sent). */
const codesOfClass = (low: number) =>
  Object.values(errorTable)
    .filter((e) => e.status !== null && e.status >= low && e.status < low + 100)
    .map((e) => e.code);

/** The session token: the raw token in `Authorization` (no `Bearer` prefix), as login answers it. */
const securitySchemes = {
  sessionToken: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'The raw session token from login (no `Bearer` prefix). A call without it, or with an expired one, answers 401 `CUSTOMER_NOT_LOGIN`.',
  },
};

/**
 * `implemented`: the keys the platform serves. `pathParams`: for a call that takes a path suffix (the registry path
 * ends with `/`, as `/lgw/draw/code/`), the name the platform gives it; documented as a path parameter.
 */
export function buildOpenApi(implemented: ReadonlySet<string>, pathParams: ReadonlyMap<string, string> = new Map()): Json {
  components.schemas = {};
  const paths: Record<string, Record<string, Json>> = {};
  for (const endpoint of endpointList) {
    const served = implemented.has(endpoint.key);
    const errorValue = endpoint.errorValue ? jsonSchema(endpoint.errorValue, `${endpoint.key}Error`, 'output') : undefined;
    const suffix = endpoint.path.endsWith('/') ? (pathParams.get(endpoint.key) ?? 'suffix') : null;
    const path = suffix ? `${endpoint.path}{${suffix}}` : endpoint.path;
    const operation: Json = {
      operationId: endpoint.key,
      tags: [endpoint.path.startsWith('/lgw') ? 'lottery' : endpoint.path.split('/')[2] ?? 'other'],
      summary: endpoint.description,
      description: [
        `Module \`${endpoint.modId}\`.`,
        endpoint.token ? 'Needs the session token.' : 'No token.',
        endpoint.encrypt ? 'Sealed: the body is `{ value }` (base64 of `{ v: 2, iv, ct, mac }`, AES-256-CBC then HMAC-SHA256, format in @croupier/contract `SEAL_FORMAT`) with the wrapped key in `Encryption`; the plaintext is `{ ts, nonce, payload }` (refused outside 5 minutes or when the nonce was seen), `payload` the schema in `x-sealed-plaintext`.' : '',
        endpoint.form ? 'Body form-urlencoded.' : '',
        endpoint.multipart
          ? `Body multipart/form-data: the fields of the schema as text, and up to ${endpoint.multipart.files.maxCount} files in \`${endpoint.multipart.files.field}\` (${endpoint.multipart.files.mimeTypes.join(', ')} by content, at most ${endpoint.multipart.files.maxBytes} bytes each).`
          : '',
        endpoint.invented ? 'Path not given by the conventions; made up in their style.' : '',
        served ? '' : '**Not served by the reference platform yet.**',
      ]
        .filter(Boolean)
        .join(' '),
      'x-modId': endpoint.modId,
      'x-token': endpoint.token,
      'x-encrypt': endpoint.encrypt,
      'x-implemented': served,
      parameters: [
        ...(suffix
          ? [{ name: suffix, in: 'path', required: true, schema: { type: 'string', minLength: 1, maxLength: 64 }, description: 'Appended to the path, URI-encoded.' }]
          : []),
        ...headerParameters(endpoint),
      ],
      security: endpoint.token ? [{ sessionToken: [] }] : [],
      responses: {
        '200': {
          description: 'Success: `{ success: true, value }`.',
          content: {
            'application/json': {
              schema: successSchema(endpoint.response ? jsonSchema(endpoint.response, `${endpoint.key}Response`, 'output') : {}),
            },
          },
        },
        '4XX': {
          description: "Refused: `{ success: false, code, message, value? }`, the HTTP status of the code in the contract's error table.",
          content: { 'application/json': { schema: failureSchema(codesOfClass(400), errorValue) } },
        },
        '5XX': {
          description: 'Failed on the platform or a provider behind it: `{ success: false, code, message }`.',
          content: { 'application/json': { schema: failureSchema(codesOfClass(500), errorValue) } },
        },
      },
    };
    const request = endpoint.request ? jsonSchema(endpoint.request, `${endpoint.key}Request`, 'input') : null;
    if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
      const props = (request?.properties ?? {}) as Record<string, Json>;
      const required = new Set((request?.required ?? []) as string[]);
      (operation.parameters as Json[]).push(...Object.entries(props).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema })));
    } else if (endpoint.encrypt) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: { type: 'object', required: ['value'], properties: { value: { type: 'string', contentEncoding: 'base64' } } } } },
      };
      operation['x-sealed-plaintext'] = request ?? {};
    } else if (endpoint.multipart) {
      // The text fields of the schema, and the files as binary parts named `files.field` within the call's limits.
      const { field, maxCount, maxBytes, mimeTypes } = endpoint.multipart.files;
      const fields = request ?? { type: 'object', properties: {} };
      operation.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              ...fields,
              properties: {
                ...((fields.properties as Json | undefined) ?? {}),
                [field]: {
                  type: 'array',
                  maxItems: maxCount,
                  description: `at most ${maxCount} files of at most ${maxBytes} bytes each, ${mimeTypes.join(' or ')} by their content`,
                  items: { type: 'string', format: 'binary', contentMediaType: mimeTypes.join(', ') },
                },
              },
            },
          },
        },
      };
    } else {
      operation.requestBody = {
        required: Boolean(request),
        content: { [endpoint.form ? 'application/x-www-form-urlencoded' : 'application/json']: { schema: request ?? {} } },
      };
    }
    (paths[path] ??= {})[endpoint.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Croupier reference platform',
      version: '0.1.0',
      description:
        'Generated from the @croupier/contract endpoint registry. Every call carries `Merchant`; every answer is an envelope. Error codes and their HTTP statuses come from the contract\'s error table.',
      // The repository publishes no licence; the document says so rather than invent one.
      license: { name: 'All rights reserved (no licence published)', identifier: 'LicenseRef-AllRightsReserved' },
    },
    // Same origin as the site: the platform serves the API beside it.
    servers: [{ url: '/', description: 'This platform (the API is served on the site\'s origin)' }],
    paths,
    components: { ...components, securitySchemes },
  };
}
