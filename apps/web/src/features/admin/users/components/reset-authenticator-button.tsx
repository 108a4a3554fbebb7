import { Button } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { ConfirmDialog } from '../../confirm-dialog';
import { useResetAuthenticator } from '../api/admin-users';

/**
 * "Reset authenticator" on another admin's page (a lost phone): asks first, then forgets their app; their
 * next sign-in sets up a new one behind a code e-mailed to them. Shown only where the server said the
 * calling admin may (`may_reset_authenticator`).
 */
export function ResetAuthenticatorButton({ userId, name }: { userId: string; name: string }) {
  const reset = useResetAuthenticator();
  const [asking, setAsking] = useState<string | null>(null);
  const close = () => {
    setAsking(null);
    reset.reset();
  };
  return (
    <>
      <Button variant="light" color="orange" onClick={() => setAsking(userId)}>
        Reset authenticator
      </Button>
      <ConfirmDialog
        subject={asking}
        title={`Reset ${name}'s authenticator?`}
        action="Reset authenticator"
        pending={reset.isPending}
        error={reset.error ? errorMessage(reset.error) : null}
        onCancel={close}
        onConfirm={(id) =>
          reset.mutate(id, {
            onSuccess: (answer) => {
              notify(answer.message);
              setAsking(null);
            },
          })
        }
      >
        {() =>
          `Their authenticator app stops working at once. Their next sign-in asks for their password and a code e-mailed to them, then sets up a new app. The reset is recorded in the audit log under your name.`
        }
      </ConfirmDialog>
    </>
  );
}
