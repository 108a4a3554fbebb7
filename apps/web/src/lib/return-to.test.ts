import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPathFor, safeReturnPath } from './return-to';

describe('safeReturnPath', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeReturnPath('/project/abc?tab=2#team')).toBe('/project/abc?tab=2#team');
  });

  it.each([
    'https://evil.example/project/1',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    'project/1',
    '',
    undefined,
    42,
  ])('refuses %s', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it.each(['/.//evil.example', '/./%2e//evil.example', '/x/..//evil.example/p?q=1', '/%2e//evil.example'])(
    'sends %s, which resolves to another host, home',
    (value) => {
      expect(safeReturnPath(value)).toBe('/');
    },
  );

  it('builds a login link that round-trips', () => {
    const link = new URL(loginPathFor('/project/a b?x=1'), 'http://h');
    expect(safeReturnPath(link.searchParams.get('next'))).toBe('/project/a%20b?x=1');
  });
});

describe('afterLoginPath', () => {
  it("prefers the link's next path, then the page that sent the visitor, then home", () => {
    const from = { pathname: '/investor/profile/1', search: '?type=investor' };
    expect(afterLoginPath({ search: '?next=%2Fproject%2F2', state: { from } })).toBe('/project/2');
    expect(afterLoginPath({ search: '', state: { from } })).toBe('/investor/profile/1?type=investor');
    expect(afterLoginPath({ search: '?next=https%3A%2F%2Fevil.example', state: null })).toBe('/');
  });
});
