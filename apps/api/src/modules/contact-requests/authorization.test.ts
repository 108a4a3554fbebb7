import {
  addContactRequest,
  contactRequestAllowOrDeny,
  type Endpoint,
  getContactRequest,
  getTeamContactByInvestorId,
  revokeInvestorPitchContactRequest,
} from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import { openContactScene } from '../../test/contact-requests.js';
import { insertPitch } from '../../test/pitches.js';

const { t, scene } = await openContactScene();

type Role = 'guest' | 'investor A' | 'investor B' | 'owner' | 'other entrepreneur';
const ROLES: Role[] = ['guest', 'investor A', 'investor B', 'owner', 'other entrepreneur'];

/** Investor A is new in every case (the request limit per hour is not what this file tests). */
interface Case {
  pitchId: string;
  contactId: string;
  investorA: { id: string; token: string };
}

const tokenOf = (role: Role, c: Case): string | undefined =>
  ({
    guest: undefined,
    'investor A': c.investorA.token,
    'investor B': scene.investorB.token,
    owner: scene.owner.token,
    'other entrepreneur': scene.other.token,
  })[role];

/** Each call, its body for a fresh pitch with investor A's pending request, and the status per role. */
const CALLS: [Endpoint, (c: Case) => object, Record<Role, number>][] = [
  [
    getTeamContactByInvestorId,
    (c) => ({ pitch_id: c.pitchId }),
    { guest: 401, 'investor A': 200, 'investor B': 200, owner: 403, 'other entrepreneur': 403 },
  ],
  [
    addContactRequest,
    (c) => ({ pitch_id: c.pitchId }),
    { guest: 401, 'investor A': 200, 'investor B': 200, owner: 403, 'other entrepreneur': 403 },
  ],
  [
    revokeInvestorPitchContactRequest,
    (c) => ({ pitch_id: c.pitchId, contact_id: c.contactId }),
    { guest: 401, 'investor A': 200, 'investor B': 404, owner: 403, 'other entrepreneur': 403 },
  ],
  [
    getContactRequest,
    (c) => ({ get_all: 'false', pitch_id: c.pitchId }),
    { guest: 401, 'investor A': 200, 'investor B': 200, owner: 200, 'other entrepreneur': 404 },
  ],
  [
    contactRequestAllowOrDeny,
    (c) => ({
      contact_id: c.contactId,
      pitch_id: c.pitchId,
      inventor_id: c.investorA.id,
      status: 'allow',
    }),
    { guest: 401, 'investor A': 403, 'investor B': 403, owner: 200, 'other entrepreneur': 404 },
  ],
];

const table = CALLS.flatMap(([endpoint, body, expected]) =>
  ROLES.map((role) => [endpoint.path, role, endpoint, body, expected[role]] as const),
);

let serial = 0;

describe('who may call what', () => {
  it.each(table)('%s as %s', async (_path, role, endpoint, body, status) => {
    serial += 1;
    const pitchId = await insertPitch(t.db, {
      ownerId: scene.owner.id,
      name: `Auth ${serial}`,
      team: scene.team,
    });
    const investorA = await scene.person('investor', `Ann${serial}`);
    const asked = await t.call(addContactRequest, { pitch_id: pitchId }, { token: investorA.token });
    const c = { pitchId, contactId: asked.body.contact_id as string, investorA };

    const answer = await t.call(endpoint, body(c), { token: tokenOf(role, c) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.success).toBe(status === 200);

    // a refused call changed nothing: A's request is still there and pending
    const rows = (
      await t.call(getContactRequest, { get_all: false, pitch_id: pitchId }, { token: scene.owner.token })
    ).body.contact_data as { contact_id: string; status: string; investor_id: string }[];
    const mine = rows.find((r) => r.investor_id === investorA.id);
    if (status !== 200) expect(mine).toMatchObject({ contact_id: c.contactId, status: 'pending' });

    // what a permitted caller sees is theirs
    if (status === 200 && endpoint === getContactRequest) {
      const seen = answer.body.contact_data as { investor_id: string }[];
      if (role === 'investor B') expect(seen).toEqual([]);
      else expect(seen.map((r) => r.investor_id)).toEqual([investorA.id]);
    }
    if (status === 200 && endpoint === getTeamContactByInvestorId) {
      expect(answer.body.team.contact_id).toBe(role === 'investor A' ? c.contactId : null);
      expect(answer.body.team.team_data).toEqual([]);
    }
    if (status === 200 && endpoint === addContactRequest && role === 'investor A') {
      expect(answer.body.contact_id).toBe(c.contactId);
    }
  });
});
