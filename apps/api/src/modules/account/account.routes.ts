import { accountMessages, deleteMyAccount, downloadMyData } from '@angelbridge/contracts';
import { type Route, route } from '../../http/contract-router.js';
import { enforce, type RateLimitStore } from '../../http/rate-limit-store.js';
import { requestIdOf } from '../../http/request-log.js';
import { contentDisposition } from '../../storage/content-disposition.js';
import { type DeleteDeps, deleteAccount } from './delete-account.js';
import { type ExportDeps, exportAccountData, exportFileName } from './export-data.js';

const HOUR = 60 * 60_000;

/** A download reads everything the account holds: a few an hour is plenty for a person. */
export const DOWNLOADS_PER_HOUR = 5;
/** Password guesses on a signed-in session (a stolen token must not turn into a password oracle). */
export const DELETE_TRIES_PER_HOUR = 5;

export interface AccountRoutesDeps extends ExportDeps, DeleteDeps {
  rateLimits: RateLimitStore;
}

/** The caller's own data: download it, or delete the account. Both counted per account. */
export function accountRoutes(deps: AccountRoutesDeps): Route[] {
  const perAccount =
    (name: string, max: number) =>
    ({ caller }: { caller: { userId: string } }) =>
      enforce(deps.rateLimits, `${name}:${caller.userId}`, max, HOUR);
  return [
    route(
      downloadMyData,
      async ({ caller, req }) => {
        const data = await exportAccountData(deps, caller.userId);
        // the answer is a file: saved as such by a plain request, read as JSON by the web client
        req.res?.setHeader(
          'Content-Disposition',
          contentDisposition('attachment', exportFileName(data.exported_at)),
        );
        req.res?.setHeader('Cache-Control', 'no-store');
        return { data, message: accountMessages.dataReady };
      },
      { limits: [perAccount('account-export', DOWNLOADS_PER_HOUR)] },
    ),
    route(
      deleteMyAccount,
      async ({ caller, input, req }) => {
        await deleteAccount(deps, caller.userId, input.password, requestIdOf(req));
        return { message: accountMessages.deleted };
      },
      { limits: [perAccount('account-delete', DELETE_TRIES_PER_HOUR)] },
    ),
  ];
}
