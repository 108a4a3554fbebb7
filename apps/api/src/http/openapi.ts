import { type Endpoint, errorResponse } from '@angelbridge/contracts';
import { z } from 'zod';

const toSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });

function security(endpoint: Endpoint) {
  const needsToken = !endpoint.access.includes('guest');
  return [needsToken ? { apiKey: [], bearer: [] } : { apiKey: [] }];
}

function requestBody(endpoint: Endpoint) {
  const schema = toSchema(endpoint.request, 'input') as { properties?: Record<string, unknown> };
  if (!endpoint.files) return { required: true, content: { 'application/json': { schema } } };
  const properties = { ...(schema.properties ?? {}) };
  for (const rule of endpoint.files) {
    const file = {
      type: 'string',
      format: 'binary',
      description: `${rule.kinds.join(', ')}; at most ${rule.maxBytes / 1024 / 1024} MB`,
    };
    properties[rule.field] =
      rule.maxCount > 1 ? { type: 'array', items: file, maxItems: rule.maxCount } : file;
  }
  return { required: true, content: { 'multipart/form-data': { schema: { ...schema, properties } } } };
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
            content: { 'application/json': { schema: toSchema(endpoint.response, 'output') } },
          },
          ...Object.fromEntries(
            Object.entries(ERRORS).map(([code, description]) => [code, { description, ...error }]),
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
    servers: [{ url: serverUrl }],
    // every call is tagged with its module; the admin client's calls form a group of their own
    tags: [
      {
        name: 'admin',
        description:
          "The admin console's client: every call needs an admin's session token, issued by /verifySecondFactor after /doLogin (TOTP), and ends after 30 minutes idle.",
      },
    ],
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
    paths,
  };
}
