import type { ReportTargetType } from '@angelbridge/contracts';
import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { useSession } from '../../../lib/session';
import { ReportDialog, type ReportTarget } from './report-dialog';

/** "Report" for a signed-in visitor (guests have no account to report from): opens the report form. */
export function ReportButton({
  type,
  id,
  label = 'Report',
  ownerId,
  ...props
}: { type: ReportTargetType; id: string; label?: string; ownerId?: string } & ButtonProps) {
  const session = useSession();
  const [target, setTarget] = useState<ReportTarget | null>(null);
  // nobody reports their own content (the API refuses it too)
  if (!session.signedIn || (ownerId !== undefined && session.user?._id === ownerId)) return null;
  return (
    <>
      <Button variant="subtle" color="gray" size="xs" onClick={() => setTarget({ type, id })} {...props}>
        {label}
      </Button>
      <ReportDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
