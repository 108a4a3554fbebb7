import { describe, expect, it } from 'vitest';
import { matchWebPath, webPath, webPaths } from './web-paths.js';

describe('webPath', () => {
  it('when a pattern has a parameter, then the link carries the value, encoded, and matches the page', () => {
    const link = webPath(webPaths.project, { id: 'a b/c' });
    expect(link).toBe('/project/a%20b%2Fc');
    expect(matchWebPath(link)).toEqual({ path: webPaths.project, params: { id: 'a b/c' } });
  });

  it('when a pattern has none, then the link is the pattern', () => {
    expect(webPath(webPaths.pitchRequest)).toBe('/pitchrequest');
  });

  it('when the parameter sits mid-path, then the rest of the path stays', () => {
    expect(webPath(webPaths.pitchInsights, { id: '42' })).toBe('/pitchlist/42/insights');
  });
});
