import type { CmsVersion } from '@angelbridge/contracts';
import { ConfirmDialog } from '../confirm-dialog';

/** Publishing replaces the live page for everyone at once, so it asks first. */
export function ConfirmPublish({
  version,
  pending,
  error,
  onCancel,
  onConfirm,
}: {
  version: CmsVersion | null;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (version: CmsVersion) => void;
}) {
  const restoring = version?.status === 'published';
  return (
    <ConfirmDialog
      subject={version}
      title={restoring ? 'Restore this version?' : 'Publish this draft?'}
      action={restoring ? 'Restore' : 'Publish'}
      pending={pending}
      error={error}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {(v) => (
        <>
          “{v.title}” becomes the live page at once, for every visitor.
          {restoring ? ' It is kept as a new published version; nothing is lost.' : ''}
        </>
      )}
    </ConfirmDialog>
  );
}
