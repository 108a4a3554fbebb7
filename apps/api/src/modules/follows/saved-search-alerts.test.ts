import { saveSearch } from '@angelbridge/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { followAlerts } from '../../test/follow-alerts.js';
import { startTestApp } from '../../test/harness.js';
import { anEntrepreneur, anInvestor, aPublishedPitch, insertPitch, type Person } from '../../test/pitches.js';

// Saved-search alerts: each search's owner told once, ever, now or in the daily digest.
const t = await startTestApp();
afterAll(() => t.close());

const owner = await anEntrepreneur(t, 'Olga');
const { hide, addMilestone, settled, bell, mailsTo, digestTime } = followAlerts(t, owner);

describe('saved-search alerts', () => {
  const solarTech = { expertise: [] as string[], search_query: 'solar' };

  it('when a matching pitch is unhidden, then the owner of each matching search is told once, ever', async () => {
    const pitchId = await aPublishedPitch(t, owner, {
      name: 'Solar Roofs',
      isHidden: true,
      minPerInvestor: 5_000,
    });
    const fay = await anInvestor(t, 'Fay');
    const gus = await anInvestor(t, 'Gus');
    const hal = await anInvestor(t, 'Hal');
    const saved = async (who: Person, name: string, filters: object, alert = 'immediate') =>
      expect((await t.call(saveSearch, { name, filters, alert }, { token: who.token })).status).toBe(200);
    await saved(fay, 'Solar', solarTech);
    await saved(fay, 'Cheap tickets', { investment_range: { min: 0, max: 10_000 } });
    await saved(gus, 'Solar, quiet', solarTech, 'off');
    await saved(hal, 'Wind', { search_query: 'wind' });
    await saved(hal, 'Big tickets', { investment_range: { min: 50_000, max: 90_000 } });

    await hide(pitchId, false);
    await settled();
    const told = await bell(fay);
    expect(told.map((n) => n.title).sort()).toEqual([
      'New pitch for "Cheap tickets"',
      'New pitch for "Solar"',
    ]);
    expect(told[0]).toMatchObject({
      kind: 'saved_search_match',
      body: 'Solar Roofs',
      link: `/project/${pitchId}`,
    });
    expect(mailsTo(fay)).toHaveLength(2);
    expect(await bell(gus)).toEqual([]);
    expect(await bell(hal)).toEqual([]);

    // hidden and shown again: already told
    await hide(pitchId, true);
    await hide(pitchId, false);
    await settled();
    expect(await bell(fay)).toHaveLength(2);
    expect(mailsTo(fay)).toHaveLength(2);
  });

  it('when a pitch is published through the wizard, then a matching daily search waits for the digest', async () => {
    const pitchId = await insertPitch(t.db, {
      ownerId: owner.id,
      name: 'Solar Boats',
      draft: true,
      documents: [{ kind: 'pdf', url: '/uploads/boats.pdf' }],
      team: [{ name: 'Ida', email: 'ida@example.test', mobileNumber: '4165550100' }],
    });
    const ivy = await anInvestor(t, 'Ivy');
    const res = await t.call(
      saveSearch,
      { name: 'Sun', filters: solarTech, alert: 'daily' },
      { token: ivy.token },
    );
    expect(res.status).toBe(200);
    await addMilestone(pitchId, 'Hull');
    await settled();
    expect(await bell(ivy)).toMatchObject([{ title: 'New pitch for "Sun"', body: 'Solar Boats' }]);
    expect(mailsTo(ivy)).toHaveLength(0);
    expect(await digestTime(ivy)).toBe(1);
    expect(mailsTo(ivy)).toHaveLength(1);
    expect(mailsTo(ivy)[0]?.text).toContain('New pitch for "Sun"');
  });
});
