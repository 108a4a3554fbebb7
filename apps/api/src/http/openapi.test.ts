import { endpoints } from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi.js';

/** Built as /api/openapi.json serves it (app.test.ts checks the served one is this document). */
const doc = openApiDocument(endpoints, 'https://x.example') as unknown as {
  paths: Record<string, { post: Record<string, unknown> & { responses: Record<string, unknown> } }>;
};

type Schema = Record<string, unknown>;

/** Every schema object in the document with its path, for the rules below. */
function schemas(value: unknown, path = '', out: [string, Schema][] = []): [string, Schema][] {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) schemas(item, `${path}/${i}`, out);
  } else if (typeof value === 'object' && value !== null) {
    const schema = value as Schema;
    if ('type' in schema) out.push([path, schema]);
    for (const [key, inner] of Object.entries(schema)) {
      if (key !== 'enum' && key !== 'const') schemas(inner, `${path}/${key}`, out);
    }
  }
  return out;
}

const typed = (type: string) =>
  schemas(doc).filter(([, s]) => s.type === type || (Array.isArray(s.type) && s.type.includes(type)));

describe('the API reference (/api/openapi.json) keeps the bounds Spectral asks for', () => {
  it('every string has a maxLength (or is a fixed value), and a zod bound is kept', () => {
    const open = typed('string').filter(
      ([, s]) => s.maxLength === undefined && !('enum' in s || 'const' in s),
    );
    expect(open.map(([path]) => path)).toEqual([]);
    // the sign-in email: its zod .max() reaches the document, not the default
    const body = doc.paths['/api/doLogin']?.post.requestBody as {
      content: { 'application/json': { schema: { properties: Record<string, Schema> } } };
    };
    const email = body.content['application/json'].schema.properties.email as Schema;
    expect(email.maxLength).toBeLessThan(1000);
  });

  it('every integer has a format and bounds, every array a maxItems', () => {
    const integers = typed('integer').filter(
      ([, s]) =>
        !['int32', 'int64'].includes(s.format as string) ||
        (s.minimum === undefined && s.exclusiveMinimum === undefined),
    );
    expect(integers.map(([path]) => path)).toEqual([]);
    const arrays = typed('array').filter(([, s]) => typeof s.maxItems !== 'number');
    expect(arrays.map(([path]) => path)).toEqual([]);
  });

  it('every call documents its 429 with the Retry-After header the error handler sends', () => {
    for (const [path, { post }] of Object.entries(doc.paths)) {
      const tooMany = post.responses['429'] as { headers?: Record<string, unknown> } | undefined;
      expect(tooMany?.headers?.['Retry-After'], path).toBeTruthy();
    }
  });

  it("the admin console's calls take the admin session scheme, no other call does", () => {
    for (const [path, { post }] of Object.entries(doc.paths)) {
      const admin = JSON.stringify(post.security).includes('adminSession');
      expect(admin, path).toBe(path.startsWith('/api/admin/'));
    }
  });
});
