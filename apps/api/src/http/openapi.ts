import { type Endpoint, errorResponse } from '@angelbridge/contracts';
import { z } from 'zod';
import { bound, REQUEST_BOUNDS, RESPONSE_BOUNDS } from './openapi-bounds.js';

function toSchema(schema: z.ZodType, io: 'input' | 'output') {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  bound(json, io === 'input' ? REQUEST_BOUNDS : RESPONSE_BOUNDS);
  return json;
}

function security(endpoint: Endpoint) {
  if (endpoint.access.includes('guest')) return [{ apiKey: [] }];
  // the admin console's calls take an admin's session token only, issued after the second factor
  const adminOnly = endpoint.access.every((role) => role === 'admin');
  return [adminOnly ? { apiKey: [], adminSession: [] } : { apiKey: [], bearer: [] }];
}

function requestBody(endpoint: Endpoint) {
  const schema = toSchema(endpoint.request, 'input') as { properties?: Record<string, unknown> };
  if (!endpoint.files) return { required: true, content: { 'application/json': { schema } } };
  const properties = { ...(schema.properties ?? {}) };
  for (const rule of endpoint.files) {
    const file = {
      type: 'string',
      format: 'binary',
      // a file part's length in bytes, the most the upload reads
      maxLength: rule.maxBytes,
      description: `${rule.kinds.join(', ')}; at most ${rule.maxBytes / 1024 / 1024} MB`,
    };
    properties[rule.field] =
      rule.maxCount > 1 ? { type: 'array', items: file, maxItems: rule.maxCount } : file;
  }
  const form = { 'multipart/form-data': { schema: { ...schema, properties } } };
  return { required: true, content: endpoint.jsonToo ? { ...form, 'application/json': { schema } } : form };
}

const ERRORS = {
  '400': 'Invalid input: `errors` maps each field to its message',
  '401': 'Missing or wrong API key, or no valid token',
  '403': 'Wrong role, or not the owner',
  '404': 'Not found',
  '409': 'Duplicate',
  '413': 'Too large',
  '415': 'Wrong file type',
  '429': 'Too many tries: `retry_after` says how many seconds to wait',
  '500': 'Something went wrong',
};

/** The cors middleware's answer on every /api call, when CORS_ORIGINS lists the caller's Origin. */
const CORS = {
  'Access-Control-Allow-Origin': {
    description:
      "The caller's Origin, sent only when CORS_ORIGINS lists it (the web app's own origin needs none)",
    schema: { type: 'string', format: 'uri', maxLength: 2048 },
  },
};

/** What error-handler.ts sends with every 429, besides `retry_after` in the body. */
const RETRY_AFTER = {
  ...CORS,
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 2 ** 31 - 1 },
  },
};

const JWT_NOTE =
  'An HS256 JSON Web Token (RFC 7519) checked as RFC8725 advises: the algorithm is fixed (no `none`, no key confusion), and its kind, expiry and version are verified on every call.';

const ADMIN_TAG =
  "The admin console's client: every call needs an admin's session token, issued by /verifySecondFactor after /doLogin (TOTP), and ends after 30 minutes idle.";

/** The API reference, generated from the same contracts the API validates with. */
export function openApiDocument(endpoints: readonly Endpoint[], serverUrl: string) {
  const error = { content: { 'application/json': { schema: toSchema(errorResponse, 'output') } } };
  const paths: Record<string, unknown> = {};
  for (const endpoint of endpoints) {
    paths[`/api${endpoint.path}`] = {
      post: {
        operationId: endpoint.path.slice(1).replace(/\//g, '_'),
        summary: endpoint.summary,
        description: `Who may call: ${endpoint.access.join(', ')}.`,
        tags: [endpoint.module],
        security: security(endpoint),
        requestBody: requestBody(endpoint),
        responses: {
          '200': {
            description: 'Success',
            headers: CORS,
            content: { 'application/json': { schema: toSchema(endpoint.response, 'output') } },
          },
          ...Object.fromEntries(
            Object.entries(ERRORS).map(([code, description]) => [
              code,
              code === '429'
                ? { description, headers: RETRY_AFTER, ...error }
                : { description, headers: CORS, ...error },
            ]),
          ),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'AngelBridge API',
      version: '1.0.0',
      description:
        'Every call is a POST with the `x-api-key` header; signed-in calls add `Authorization: Bearer <token>`.',
    },
    // the deployment's own address (PUBLIC_URL): the API the web app and any client call
    servers: [
      {
        url: serverUrl,
        description: 'This deployment (production, or local in development)',
        'x-internal': false,
      },
    ],
    // every call is tagged with its module; the admin client's calls form a group of their own
    tags: [...new Set(endpoints.map((e) => e.module))].map((name) =>
      name === 'admin' ? { name, description: ADMIN_TAG } : { name },
    ),
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: `A member's session token from /doLogin. ${JWT_NOTE}`,
        },
        adminSession: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: `An admin's session token from /verifySecondFactor (after /doLogin and TOTP), ended after 30 minutes idle. ${JWT_NOTE}`,
        },
      },
    },
    paths,
  };
}
