import type { Agreement } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoadFailure, Loading } from '../../../components/load-states';
import { ApiError } from '../../../lib/api-client';
import { useAgreement } from '../api/get-agreement';
import { AgreementFacts } from '../components/agreement-facts';
import { AgreementState } from '../components/agreement-state';
import { AgreementStatusBadge } from '../components/agreement-status-badge';
import { otherParty } from '../components/agreement-words';
import { DocumentView } from '../components/document-view';
import { Panel } from '../components/panel';
import { SignForm } from '../components/sign-form';
import { SignerList } from '../components/signer-list';
import { SigningReceipt } from '../components/signing-receipt';

function BackLink() {
  return (
    <Anchor component={Link} to={webPaths.agreements} size="sm">
      <span aria-hidden="true">← </span>My agreements
    </Anchor>
  );
}

/**
 * /agreements/:id, for its two parties: "Review and sign". The PDF in the page, the consent above the
 * Sign button, the typed name; after signing, a receipt with the hash. The investor signs first, the
 * founder after; a voided or completed agreement says so.
 */
export function AgreementPage() {
  const { id = '' } = useParams();
  const query = useAgreement(id);
  const [signed, setSigned] = useState<Agreement | null>(null);

  let content: React.ReactNode;
  let heading = 'Agreement';
  if (query.isPending) content = <Loading label="Loading the agreement" heights={[80, 420]} />;
  else if (query.isError)
    content =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400) ? (
        <Alert color="gray" title="Agreement not found">
          This agreement does not exist, or it is not one of yours.
        </Alert>
      ) : (
        <LoadFailure
          title="The agreement could not be loaded"
          error={query.error}
          retry={() => void query.refetch()}
        />
      );
  else {
    const { agreement, my_role, may_sign, cannot_sign_reason, consent_text } = query.data;
    const completed = agreement.status === 'completed' && agreement.completed_document_url;
    if (may_sign || signed) heading = 'Review and sign';
    content = (
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Text fw={600}>{agreement.name_of_pitch}</Text>
            <Text size="sm" c="gray.7">
              With {otherParty(agreement, my_role)} · you sign as the {my_role}
            </Text>
          </Stack>
          <AgreementStatusBadge status={agreement.status} />
        </Group>
        {signed && <SigningReceipt agreement={signed} role={my_role} />}
        <AgreementState
          agreement={agreement}
          waitingReason={may_sign || signed ? null : cannot_sign_reason}
        />
        <Panel id="agreement-summary" title="What it says">
          <AgreementFacts agreement={agreement} />
        </Panel>
        <Panel id="agreement-document" title={completed ? 'The signed agreement' : 'The agreement'}>
          {completed && agreement.completed_sha256 ? (
            <DocumentView
              url={agreement.completed_document_url ?? ''}
              sha256={agreement.completed_sha256}
              title="The signed agreement"
            />
          ) : (
            <DocumentView url={agreement.document_url} sha256={agreement.sha256} title="The agreement" />
          )}
        </Panel>
        {agreement.signers.length > 0 && (
          <Panel id="agreement-signatures" title="Signatures">
            <SignerList signers={agreement.signers} label="Signatures" />
          </Panel>
        )}
        {may_sign && !signed && (
          <SignForm
            agreement={agreement}
            consentText={consent_text}
            onSigned={setSigned}
            onStale={() => void query.refetch()}
          />
        )}
      </Stack>
    );
  }

  return (
    <Container size="lg" py="xl">
      <title>{`${heading} · AngelBridge`}</title>
      <BackLink />
      <Title order={1} mt="sm" mb="lg">
        {heading}
      </Title>
      {content}
    </Container>
  );
}
