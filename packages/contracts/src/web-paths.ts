/**
 * Every page of the web app (spec §2), in react-router's syntax. The web app's router declares its
 * routes with these (apps/web/src/app/router.tsx), and the API answers any other path with the app's
 * not-found page and a 404 (apps/web/server/serve-web.ts): one list, so the two cannot disagree.
 */
export const webPaths = {
  home: '/',
  funding: '/funding',
  createFunding: '/createfunding',
  invest: '/invest',
  scout: '/scout',
  aboutUs: '/about-us',
  about: '/about',
  contactUsPage: '/contact-us-page',
  contact: '/contact',
  terms: '/term-condition',
  privacy: '/privacy',
  project: '/project/:id',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgotpassword',
  otp: '/otp',
  /** The link of a code mail: /verify#token= (the fragment never reaches a server). */
  verifyLink: '/verify',
  changePassword: '/changepassword',
  successPassword: '/successpassword',
  investorProfile: '/investor/profile/:id',
  pitchList: '/pitchlist',
  pitchInsights: '/pitchlist/:id/insights',
  /** The founder's round of one pitch (issue 32): its commitments, lead and close. */
  pitchRound: '/pitchlist/:id/round',
  addPitch: '/addpitch',
  editPitch: '/editpitch/:id',
  milestoneEdit: '/milestone-edit',
  pitchRequest: '/pitchrequest',
  messages: '/messages',
  conversation: '/messages/:id',
  profileEntrepreneur: '/profile-entrepreneur',
  profileInvestor: '/profile-investor',
  profilePassword: '/profile/password',
  /** The admin console (issue 21): its sections and their items, all drawn by the console's own chunk. */
  admin: '/admin',
  /** An admin's second step after /login: the authenticator code (or its setup). */
  adminSignIn: '/admin/sign-in',
  adminSection: '/admin/:section',
  adminItem: '/admin/:section/:id',
  /** Investors: followed pitches and saved searches. */
  following: '/following',
  /** Investors: their commitments to rounds (issue 32). */
  myCommitments: '/mycommitments',
  /** Both roles: their agreements (issue 33), and one agreement to review and sign. */
  agreements: '/agreements',
  agreement: '/agreements/:id',
  /** Anyone, guests too: is this PDF (or hash) a completed AngelBridge agreement? */
  verifyAgreement: '/verify-agreement',
  /** Investors: their investments with completed agreements, and the money sent (issue 33). */
  portfolio: '/portfolio',
  /** Investor updates (issue 34): a recipient's feed and one update; the owner's updates of a pitch and the editor. */
  updates: '/updates',
  update: '/updates/:id',
  pitchUpdates: '/pitchlist/:id/updates',
  pitchUpdateNew: '/pitchlist/:id/updates/new',
  pitchUpdateEdit: '/pitchlist/:id/updates/:updateId/edit',
} as const;

export type WebPath = (typeof webPaths)[keyof typeof webPaths];

/** The `:name` parameters of a path pattern, as an object type: `{ id: string }` for '/project/:id'. */
export type WebPathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & WebPathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** A link to a page: the pattern with each `:param` filled in (encoded), e.g. webPath(webPaths.project, { id }). */
export function webPath<P extends WebPath>(
  pattern: P,
  ...[params]: keyof WebPathParams<P> extends never ? [] : [WebPathParams<P>]
): string {
  const values = (params ?? {}) as Record<string, string>;
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`webPath: no value for :${name} in ${pattern}`);
    return encodeURIComponent(value);
  });
}

export interface WebPathMatch {
  path: WebPath;
  params: Record<string, string>;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const patterns = Object.values(webPaths).map((path) => ({
  path,
  segments: path === '/' ? [] : path.slice(1).split('/'),
}));

/**
 * The page a URL path opens, matched as react-router matches it: case-insensitively (§2), each segment
 * decoded, trailing slashes ignored, a `:param` standing for one non-empty segment. Null: no page, the
 * app shows its not-found page.
 */
export function matchWebPath(pathname: string): WebPathMatch | null {
  if (!pathname.startsWith('/')) return null;
  const trimmed = pathname.replace(/\/+$/, '');
  const segments = trimmed === '' ? [] : trimmed.slice(1).split('/').map(decodeSegment);
  for (const { path, segments: expected } of patterns) {
    if (expected.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = expected.every((part, i) => {
      const given = segments[i] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = given;
        return given !== '';
      }
      return part.toLowerCase() === given.toLowerCase();
    });
    if (matches) return { path, params };
  }
  return null;
}
