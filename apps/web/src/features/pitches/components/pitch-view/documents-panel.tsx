import { messages, type PitchDocument, type PublicPitch } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Anchor, Badge, Button, Group, List, Text } from '@mantine/core';
import { type MouseEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../../lib/api-client';
import { hrefFor } from '../../../../lib/href-for';
import { notify } from '../../../../lib/notify';
import { loginPathFor } from '../../../../lib/return-to';
import { useSession } from '../../../../lib/session';
import { useTeamContact } from '../../../contact-requests/index';
import { useMyPitches } from '../../api/get-pitches';
import { documentLink, openDocument } from '../../api/open-pitch-document';
import { DocumentPreview, type PreviewTarget } from '../document-preview';
import { sendPitchEvent } from './pitch-beacon';

/** What the visitor may do with a locked document. */
type LockedAccess = 'open' | 'request' | 'login' | 'none' | 'checking';

/**
 * The owner and investors with an allowed, unexpired request open locked documents; others may ask.
 * Both halves are the server's answers: each document's `locked`, and the access call's `is_allowed`
 * (the API's one rule of "allowed and unexpired"); the document link itself is refused without them.
 */
function useLockedAccess(pitchId: string, hasLocked: boolean): LockedAccess {
  const { signedIn, userType } = useSession();
  const investor = signedIn && userType === 'investor';
  const entrepreneur = signedIn && userType === 'entrepreneur';
  const access = useTeamContact(pitchId, investor && hasLocked);
  const mine = useMyPitches(entrepreneur && hasLocked);
  if (!signedIn) return 'login';
  if (investor) {
    if (access.isPending) return 'checking';
    return access.data?.is_allowed ? 'open' : 'request';
  }
  if (mine.isPending) return 'checking';
  return mine.data?.some((p) => p._id === pitchId) ? 'open' : 'none';
}

/** A document's file name, or 'Document N' when it was stored without one. */
function documentLabel(doc: PitchDocument, index: number): string {
  return doc.name.trim() || `Document ${index + 1}`;
}

type Preview = (target: PreviewTarget) => void;

function OpenButton({
  pitchId,
  doc,
  onPreview,
}: {
  pitchId: string;
  doc: PitchDocument;
  onPreview: Preview;
}) {
  const [opening, setOpening] = useState(false);
  const open = () => {
    setOpening(true);
    // A PDF opens in the browser's viewer in a new tab; an image in this page's viewer (spec-notes).
    const opened =
      doc.kind === 'pdf'
        ? openDocument(pitchId, doc._id)
        : documentLink(pitchId, doc._id).then((url) => onPreview({ url, name: doc.name }));
    opened.catch((error: unknown) => notify(errorMessage(error), 'error')).finally(() => setOpening(false));
  };
  return (
    <Button size="xs" onClick={open} loading={opening} aria-label={`Open ${doc.name}`}>
      Open
    </Button>
  );
}

function LockedDocument({
  pitchId,
  doc,
  access,
  onPreview,
}: {
  pitchId: string;
  doc: PitchDocument;
  access: LockedAccess;
  onPreview: Preview;
}) {
  const [params, setParams] = useSearchParams();
  const toContactPage = () => {
    const next = new URLSearchParams(params);
    next.set('tab', '5');
    setParams(next, { preventScrollReset: true });
  };
  return (
    <Group gap="xs" wrap="wrap">
      <span aria-hidden="true">🔒</span>
      <Text fw={600} component="span">
        {doc.name}
      </Text>
      <Badge variant="light" color="gray" size="sm">
        Approved investors only
      </Badge>
      {access === 'open' && <OpenButton pitchId={pitchId} doc={doc} onPreview={onPreview} />}
      {access === 'request' && (
        <Button
          size="xs"
          variant="light"
          onClick={toContactPage}
          aria-label={`Request access to ${doc.name}`}
        >
          Request access
        </Button>
      )}
      {access === 'login' && (
        <Button
          size="xs"
          variant="light"
          component={Link}
          to={loginPathFor(hrefFor(webPaths.project, { id: pitchId }, { tab: 5 }))}
          aria-label={`Request access to ${doc.name}`}
        >
          Request access
        </Button>
      )}
    </Group>
  );
}

/**
 * Page 3: public documents as links named after their files (issue 31: 'Document N' told investors nothing;
 * docs/spec-notes.md), 'Document N' only for a file stored without a name; locked ones by name, opened only
 * with access. PDFs open in a new tab, images in the page's viewer (docs/spec-notes.md).
 */
export function DocumentsPanel({ pitch }: { pitch: PublicPitch }) {
  const hasLocked = pitch.document.some((doc) => doc.locked);
  const access = useLockedAccess(pitch._id, hasLocked);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  if (pitch.document.length === 0) return <Text>{messages.empty.documents}</Text>;
  const openPublic = (event: MouseEvent, doc: PitchDocument, index: number) => {
    sendPitchEvent(pitch._id, { kind: 'document_open', document_id: doc._id });
    // A PDF follows its link to a new tab; an image stays on the page, in the viewer.
    if (doc.kind === 'pdf') return;
    event.preventDefault();
    setPreview({ url: doc.pitch_document, name: documentLabel(doc, index) });
  };
  return (
    <>
      <List spacing="sm" listStyleType="none" pl={0}>
        {pitch.document.map((doc, index) => (
          <List.Item key={doc._id}>
            {doc.locked ? (
              <LockedDocument pitchId={pitch._id} doc={doc} access={access} onPreview={setPreview} />
            ) : (
              <>
                <Anchor
                  href={doc.pitch_document}
                  target="_blank"
                  rel="noopener noreferrer"
                  fw={600}
                  onClick={(event) => openPublic(event, doc, index)}
                >
                  {documentLabel(doc, index)}
                </Anchor>{' '}
                <Badge variant="light" size="sm" ml={4}>
                  {doc.kind.toUpperCase()}
                </Badge>
              </>
            )}
          </List.Item>
        ))}
      </List>
      <DocumentPreview target={preview} onClose={() => setPreview(null)} />
    </>
  );
}
