import { webPaths } from '@angelbridge/contracts/web-paths';
import { describe, expect, it } from 'vitest';
import { hrefFor } from './href-for';

describe('hrefFor', () => {
  it('fills in a pattern’s parameters, encoded', () => {
    expect(hrefFor(webPaths.project, { id: 'a1' })).toBe('/project/a1');
    expect(hrefFor(webPaths.pitchInsights, { id: 'a b' })).toBe('/pitchlist/a%20b/insights');
  });

  it('adds the query after, leaving out undefined values', () => {
    expect(hrefFor(webPaths.signup, { type: 'investor', stage: 'final' })).toBe(
      '/signup?type=investor&stage=final',
    );
    expect(hrefFor(webPaths.project, { id: 'a1' }, { tab: 5 })).toBe('/project/a1?tab=5');
    expect(hrefFor(webPaths.otp, { email: 'a+b@c.d' })).toBe('/otp?email=a%2Bb%40c.d');
    expect(hrefFor(webPaths.invest, { search: undefined })).toBe('/invest');
  });
});
