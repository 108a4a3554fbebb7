import type { PitchFaq as Faq } from '@angelbridge/contracts';
import { Accordion, Button, Stack, Title } from '@mantine/core';
import { confirmDelete } from '../../../../components/confirm-delete';
import { errorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { useSession } from '../../../../lib/session';
import { useDeletePitchFaq } from '../../../conversations/index';
import { usePitchById as useOwnPitch } from '../../api/get-pitches-by-id';
import classes from './pitch-view.module.css';

/**
 * The questions and answers the owner published from conversations, for everyone. The owner (an
 * entrepreneur for whom the pitch is one of their own) can delete each, after confirming.
 */
export function PitchFaq({ pitchId, faq }: { pitchId: string; faq: Faq[] }) {
  const { signedIn, userType } = useSession();
  // Only an entrepreneur may own it; the owner's own read of the pitch answers only for its owner.
  const own = useOwnPitch(signedIn && userType === 'entrepreneur' && faq.length > 0 ? pitchId : null);
  const remove = useDeletePitchFaq(pitchId);
  if (faq.length === 0) return null;
  const isOwner = own.isSuccess;
  return (
    <Stack component="section" aria-labelledby="pitch-faq" gap="sm">
      <Title order={2} size="h3" id="pitch-faq">
        Frequently asked questions
      </Title>
      <Accordion variant="separated" multiple>
        {faq.map((item) => (
          <Accordion.Item key={item._id} value={item._id}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>
              <div className={classes.prose}>{item.answer}</div>
              {isOwner && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  mt="sm"
                  onClick={() =>
                    confirmDelete({
                      question: 'Do you want to remove this answer from the pitch page?',
                      onConfirm: () =>
                        remove.mutateAsync(item._id).catch((error: unknown) => {
                          notify(errorMessage(error), 'error');
                          throw error;
                        }),
                    })
                  }
                >
                  Delete answer
                </Button>
              )}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
