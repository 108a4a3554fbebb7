import type { PendingChange } from './contact-verification-dialog';
import type { AccountValues } from './profile-fields/profile-values';

/** While a new e-mail or phone waits for its code, the form keeps showing it rather than the old one. */
export function keepPending<V extends AccountValues>(values: V, pending: PendingChange[]): V {
  const next = { ...values };
  for (const change of pending) {
    if (change.kind === 'email') next.email = change.email;
    else {
      next.country_id = change.country_id;
      next.isd_code = change.isd_code;
      next.mobile_number = change.mobile_number;
    }
  }
  return next;
}
