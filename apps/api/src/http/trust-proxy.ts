import type { Config } from '../config.js';

const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|::1|\[::1\])$/i;

/**
 * The start-up line for a server that other machines can reach while it believes X-Forwarded-For:
 * every per-address budget then keys on what those proxies say, so whoever runs it should see which
 * senders it believes. Null on loopback or with no proxy trusted (nothing to say).
 */
export function trustedProxyNotice(config: Pick<Config, 'host' | 'trustProxy'>): string | null {
  const { host, trustProxy } = config;
  const trusts = typeof trustProxy === 'number' ? trustProxy > 0 : trustProxy.length > 0;
  if (!trusts || LOOPBACK_HOST.test(host)) return null;
  const whom =
    typeof trustProxy === 'number' ? `the last ${trustProxy} hop(s)` : `senders in ${trustProxy.join(', ')}`;
  return `Listening on ${host} and taking the client's address from X-Forwarded-For sent by ${whom} (TRUST_PROXY): only a proxy that replaces that header may be trusted, or clients choose their own rate-limit address`;
}
