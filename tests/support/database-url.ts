/** Test support: the URL of one database on a PostgreSQL server. */

/** `serverUrl` (any database's URL on the server) with its database replaced by `name`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
