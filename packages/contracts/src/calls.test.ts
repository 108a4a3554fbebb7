import { describe, expect, it } from 'vitest';
import { calls } from './call-routes.js';
import * as contracts from './index.js';

const exported = contracts as unknown as Record<string, unknown>;

describe('calls', () => {
  it('name every endpoint once, under the name its endpoint is exported by', () => {
    const byPath = new Map(contracts.endpoints.map((e) => [e.path, e]));
    expect(Object.keys(calls)).toHaveLength(contracts.endpoints.length);
    for (const [name, call] of Object.entries(calls)) {
      expect(exported[name], name).toBe(byPath.get(call.path));
    }
  });

  it('are multipart exactly when the endpoint takes files, so the client sends what the API parses', () => {
    for (const endpoint of contracts.endpoints) {
      const call = Object.values(calls).find((c) => c.path === endpoint.path);
      expect(call?.multipart === true, endpoint.path).toBe(endpoint.files !== undefined);
    }
  });

  it('carry no schema, so a page that only reads never loads zod', () => {
    for (const call of Object.values(calls)) {
      expect(Object.keys(call).sort()).toEqual(
        ['access', 'module', 'path', ...('multipart' in call ? ['multipart'] : [])].sort(),
      );
    }
  });
});
