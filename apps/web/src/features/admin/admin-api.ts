import type { RequestOf, ResponseOf } from '@angelbridge/contracts';
import { adminMessages } from '@angelbridge/contracts/admin-messages';
import type { Call, CallName, EndpointOf } from '@angelbridge/contracts/calls';
import { getAdminSession, signOutAdmin } from '../../lib/admin-session';
import { ApiError, callApi } from '../../lib/api-client';

/**
 * Sends an admin call with the admin's token. A 401 means the server ended the session (30 minutes
 * idle, signed out elsewhere, password changed): the console forgets it and the login page says why.
 * Hooks in `features/admin/<area>/api/` call through this.
 */
export async function callAdmin<K extends CallName>(
  call: Call<K>,
  body: RequestOf<EndpointOf<K>>,
): Promise<ResponseOf<EndpointOf<K>>> {
  const { token } = getAdminSession();
  if (!token) {
    signOutAdmin(adminMessages.idleSignedOut);
    throw new ApiError(401, adminMessages.idleSignedOut);
  }
  try {
    return await callApi(call, body, { token });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) signOutAdmin(adminMessages.idleSignedOut);
    throw error;
  }
}
