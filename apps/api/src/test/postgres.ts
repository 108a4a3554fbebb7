/** The same server, another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Databases are created and dropped from the maintenance database. */
export const adminUrl = (serverUrl: string) => databaseUrl(serverUrl, 'postgres');
