/**
 * `pnpm admin:create --email <address> [--first-name <name>] [--last-name <name>] [--reset-authenticator]`:
 * makes an admin account, or promotes an existing user; `--reset-authenticator` forgets the admin's
 * authenticator app (lost phone), audited. At a terminal it asks for the password (typed twice, not
 * shown); otherwise it prints a one-time link that sets it (24 hours). The admin then signs in at /login
 * and sets up the authenticator app. Writes to DATABASE_URL, else to the PGlite under DATA_DIR (stop the
 * app first: PGlite has one user).
 */
import { parseArgs } from 'node:util';
import { runAdminCreate } from './admin-create.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { askHidden } from './terminal-prompt.js';

const USAGE =
  'usage: pnpm admin:create --email <address> [--first-name <name>] [--last-name <name>] [--reset-authenticator]';

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'reset-authenticator': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.email) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 1;
    return;
  }
  let password: string | undefined;
  if (process.stdin.isTTY) {
    password = await askHidden('Password for the admin (empty: print a one-time link instead): ');
    if (password) {
      const again = await askHidden('The same password again: ');
      if (again !== password) throw new Error('The two passwords differ.');
    } else password = undefined;
  }
  const config = loadConfig();
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: `${config.dataDir}/pglite` });
  try {
    const lines = await runAdminCreate(database.db, config, {
      email: values.email,
      firstName: values['first-name'],
      lastName: values['last-name'],
      password,
      resetAuthenticator: values['reset-authenticator'],
    });
    for (const line of lines) console.log(line);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
