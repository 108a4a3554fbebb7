import { calls } from '@angelbridge/contracts/calls';
import { type WebPathMatch, webPaths } from '@angelbridge/contracts/web-paths';
import type { Request } from 'express';
import type { InProcessCall } from '../http/contract-router.js';

/** The HTTP status of a page the app has (serve-web answers 404 itself for paths it has none for). */
export type PageStatus = (req: Request, page: WebPathMatch) => Promise<number>;

/**
 * A pitch page answers 404 when the pitch is one no guest may see: unknown, a malformed id, hidden or a
 * draft. The server cannot see who is asking (the session token lives in the browser's storage), so it
 * answers as it would a guest: a hidden pitch and one that never existed look alike to strangers. The
 * page is the same app either way, so an owner opening their own hidden or draft pitch still gets it:
 * their browser asks for it with their token. Anything else (a failing database) is not a missing
 * page: 200, and the app shows what it can.
 */
export function pageStatus(call: InProcessCall): PageStatus {
  return async (req, page) => {
    if (page.path !== webPaths.project) return 200;
    const { status } = await call(req, calls.getInvestmentPageDataById.path, {
      investment_id: page.params.id ?? '',
    });
    return status === 404 || status === 400 ? 404 : 200;
  };
}
