/**
 * The authorization table of issue 21: every admin call (every endpoint of module 'admin', so the
 * areas added later are covered too) and /reportContent, for each kind of caller.
 */
import { type Endpoint, endpoints } from '@angelbridge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, signedInUser } from '../../test/accounts.js';
import { adminPasswordStep, insertAdmin, signedInAdmin } from '../../test/admin.js';
import { TEST_API_KEY } from '../../test/harness.js';

const { t, ref } = await openTestApp();

type Identity = 'guest' | 'entrepreneur' | 'investor' | 'admin without second factor' | 'admin';
const tokens = {} as Record<Identity, string | undefined>;

beforeAll(async () => {
  tokens.guest = undefined;
  tokens.entrepreneur = (await signedInUser(t, ref, 'entrepreneur')).token;
  tokens.investor = (await signedInUser(t, ref, 'investor')).token;
  const halfway = await insertAdmin(t);
  tokens['admin without second factor'] = (await adminPasswordStep(t, halfway.email)).token;
  tokens.admin = (await signedInAdmin(t)).token;
});

const adminCalls = endpoints.filter((endpoint) => endpoint.module === 'admin');
const reportContent = endpoints.find((endpoint) => endpoint.path === '/reportContent');

/** What each identity gets: 401 (not signed in), 403 (signed in, not allowed), or anything but those. */
const ADMIN_ONLY: Record<Identity, 401 | 403 | 'allowed'> = {
  guest: 401,
  entrepreneur: 403,
  investor: 403,
  'admin without second factor': 403,
  admin: 'allowed',
};
const USERS_ONLY: Record<Identity, 401 | 403 | 'allowed'> = {
  guest: 401,
  entrepreneur: 'allowed',
  investor: 'allowed',
  'admin without second factor': 403,
  admin: 403,
};

function table(list: readonly Endpoint[], expected: Record<Identity, 401 | 403 | 'allowed'>) {
  return list.flatMap((endpoint) =>
    (Object.keys(expected) as Identity[]).map(
      (who) => [endpoint.path, who, endpoint, expected[who]] as const,
    ),
  );
}

describe('the admin calls', () => {
  it('are every one under /admin/, for admins only', () => {
    expect(adminCalls.length).toBeGreaterThanOrEqual(2);
    for (const endpoint of adminCalls) {
      expect(endpoint.path.startsWith('/admin/'), endpoint.path).toBe(true);
      expect(endpoint.access).toEqual(['admin']);
    }
    // and no call outside the module lives under /admin/
    for (const endpoint of endpoints.filter((e) => e.module !== 'admin')) {
      expect(endpoint.path.startsWith('/admin/'), endpoint.path).toBe(false);
    }
  });

  it.each(table(adminCalls, ADMIN_ONLY))('%s as %s', async (_path, who, endpoint, expected) => {
    const res = await t.call(endpoint, {}, { token: tokens[who] });
    if (expected === 'allowed') expect([401, 403], JSON.stringify(res.body)).not.toContain(res.status);
    else expect(res.status, JSON.stringify(res.body)).toBe(expected);
  });
});

describe('the API reference', () => {
  it('lists every admin call in the admin group', async () => {
    const res = await t.http.get('/api/openapi.json').set('x-api-key', TEST_API_KEY);
    expect(res.body.tags).toContainEqual(expect.objectContaining({ name: 'admin' }));
    for (const endpoint of adminCalls) {
      expect(res.body.paths[`/api${endpoint.path}`]?.post.tags, endpoint.path).toEqual(['admin']);
    }
  });
});

describe('/reportContent, when present', () => {
  const list = reportContent ? [reportContent] : [];
  it('is open to signed-in entrepreneurs and investors only', () => {
    if (reportContent) expect(reportContent.access).toEqual(['user']);
    else expect(list).toEqual([]);
  });

  it.each(table(list, USERS_ONLY))('%s as %s', async (_path, who, endpoint, expected) => {
    const res = await t.call(endpoint, {}, { token: tokens[who] });
    if (expected === 'allowed') expect([401, 403], JSON.stringify(res.body)).not.toContain(res.status);
    else expect(res.status, JSON.stringify(res.body)).toBe(expected);
  });
});
