import type { AdminUserCommitment } from '@angelbridge/contracts';
import { Text, Title } from '@mantine/core';
import { CommitmentsTable } from '../../commitments-table';

/** The user page's commitments (issue 32): made by the investor, or received on the founder's pitches. */
export function UserCommitments({ commitments }: { commitments: readonly AdminUserCommitment[] }) {
  return (
    <section aria-labelledby="user-commitments">
      <Title order={2} size="h4" id="user-commitments" mb="xs">
        Commitments ({commitments.length})
      </Title>
      {commitments.length === 0 ? (
        <Text size="sm">No commitments.</Text>
      ) : (
        <CommitmentsTable
          withPitch
          rows={commitments.map((c) => ({ ...c, pitch: { id: c.pitch_id, name: c.name_of_pitch } }))}
        />
      )}
    </section>
  );
}
