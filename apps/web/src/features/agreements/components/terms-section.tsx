import { agreementTexts as t } from '@angelbridge/contracts/agreement-texts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadFailure, Loading } from '../../../components/load-states';
import { hrefFor } from '../../../lib/href-for';
import { useRoundTerms } from '../api/get-round-terms';
import { Panel } from './panel';
import { TermsForm } from './terms-form';
import { TermsSummary } from './terms-summary';

/**
 * The Round page's Terms: the form while none are saved (its layout follows the pitch's instrument), then
 * the saved terms with a preview of the PDF, changeable until an agreement is sent.
 */
export function TermsSection({ pitchId, onSaved }: { pitchId: string; onSaved: () => void }) {
  const terms = useRoundTerms(pitchId);
  const [editing, setEditing] = useState(false);

  let content: React.ReactNode;
  if (terms.isPending) content = <Loading label="Loading the round's terms" heights={[36, 36, 120]} />;
  else if (terms.isError)
    content = (
      <LoadFailure
        title="The terms could not be loaded"
        error={terms.error}
        retry={() => void terms.refetch()}
      />
    );
  else {
    const { round_terms: saved, instrument, may_edit, cannot_edit_reason, preview_url } = terms.data;
    if (instrument === null)
      content = (
        <Alert color="gray" title="Choose the instrument first">
          <Text size="sm">{cannot_edit_reason ?? t.instrumentMissing}</Text>
          <Anchor component={Link} to={hrefFor(webPaths.editPitch, { id: pitchId })} size="sm">
            Edit the pitch
          </Anchor>
        </Alert>
      );
    else if (saved === null || editing)
      content = (
        <Stack gap="md">
          {saved === null && (
            <Text size="sm">
              Every investor in the closing round gets an agreement made from these terms, to sign here.
              Agreements are prepared once the terms are saved and the round is closing.
            </Text>
          )}
          <TermsForm
            key={saved?.updated_at ?? 'new'}
            pitchId={pitchId}
            instrument={instrument}
            saved={saved}
            onSaved={() => {
              setEditing(false);
              onSaved();
            }}
            onCancel={saved ? () => setEditing(false) : undefined}
          />
        </Stack>
      );
    else
      content = (
        <Stack gap="md">
          <TermsSummary terms={saved} />
          <Group justify="space-between" gap="sm">
            {preview_url ? (
              <Anchor href={preview_url} target="_blank" rel="noopener noreferrer" fw={600}>
                Preview the agreement (PDF, opens in a new tab)
              </Anchor>
            ) : (
              <span />
            )}
            {may_edit && (
              <Button variant="light" onClick={() => setEditing(true)}>
                Change terms
              </Button>
            )}
          </Group>
          {!may_edit && cannot_edit_reason && (
            <Alert color="gray" variant="light">
              {cannot_edit_reason}
            </Alert>
          )}
        </Stack>
      );
  }
  return (
    <Panel id="round-terms" title="Terms">
      {content}
    </Panel>
  );
}
