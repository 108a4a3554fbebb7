import { pino } from 'pino';
import type { Config } from './config.js';

export function createLogger(config: Pick<Config, 'logLevel' | 'env'>) {
  return pino({
    level: config.env === 'test' ? 'silent' : config.logLevel,
    redact: ['*.password', '*.new_password', '*.current_password', '*.otp', '*.token'],
  });
}
