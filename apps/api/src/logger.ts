import { type DestinationStream, pino } from 'pino';
import type { Config } from './config.js';
import { REDACTED_PATHS, safeError } from './http/log-safety.js';

/** `destination` lets a test read what would be written. */
export function createLogger(config: Pick<Config, 'logLevel' | 'env'>, destination?: DestinationStream) {
  const options = {
    level: config.env === 'test' && !destination ? 'silent' : config.logLevel,
    redact: REDACTED_PATHS,
    serializers: { err: safeError, error: safeError },
  };
  return destination ? pino(options, destination) : pino(options);
}
