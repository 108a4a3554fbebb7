import jwt from 'jsonwebtoken';

export type UserType = 'entrepreneur' | 'investor';

/**
 * session: a signed-in user; completion: only for finishing the profile after the sign-up code;
 * reset: only for setting a new password after a forget-password code.
 */
export type TokenKind = 'session' | 'completion' | 'reset';

export interface TokenClaims {
  sub: string;
  kind: TokenKind;
  userType: UserType;
  /** The user's token_version when the token was made; a password change bumps it. */
  version: number;
}

const LIFETIME: Record<TokenKind, string> = { session: '30d', completion: '2h', reset: '15m' };

export interface Tokens {
  sign(claims: TokenClaims): string;
  verify(token: string): TokenClaims | null;
}

export function createTokens(secret: string): Tokens {
  return {
    sign: ({ sub, kind, userType, version }) =>
      jwt.sign({ kind, ut: userType, tv: version }, secret, {
        algorithm: 'HS256',
        subject: sub,
        expiresIn: LIFETIME[kind] as jwt.SignOptions['expiresIn'],
      }),
    verify(token) {
      try {
        const payload = jwt.verify(token, secret, { algorithms: ['HS256'] });
        if (typeof payload === 'string' || typeof payload.sub !== 'string') return null;
        const { kind, ut, tv } = payload as { kind?: unknown; ut?: unknown; tv?: unknown };
        if (kind !== 'session' && kind !== 'completion' && kind !== 'reset') return null;
        if (ut !== 'entrepreneur' && ut !== 'investor') return null;
        if (typeof tv !== 'number') return null;
        return { sub: payload.sub, kind, userType: ut, version: tv };
      } catch {
        return null;
      }
    },
  };
}
