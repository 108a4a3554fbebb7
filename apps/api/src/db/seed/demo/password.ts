import bcrypt from 'bcrypt';

/** Every demo and benchmark account signs in with this; it meets the strong password rule. */
export const DEMO_PASSWORD = 'Demo@1234';

/** Hashed once per seed with the cost real accounts get, then shared: bcrypt is slow on purpose. */
export const demoPasswordHash = () => bcrypt.hash(DEMO_PASSWORD, 12);

/** The demo's admin (the console at /admin): signs in with DEMO_PASSWORD, then sets up TOTP. */
export const DEMO_ADMIN_EMAIL = 'admin@angelbridge.demo';
