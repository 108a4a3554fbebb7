import { messages } from '@angelbridge/contracts';
import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

const d = messages.dialogs;

function showResult(title: string, text: string) {
  const id = modals.open({
    title,
    children: (
      <>
        <Text>{text}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => modals.close(id)} data-autofocus>
            OK
          </Button>
        </Group>
      </>
    ),
  });
}

interface ConfirmDeleteOptions {
  /** The question under 'Are you sure?', e.g. 'Do you want to delete this team member?'. */
  question: string;
  /** The text under 'Deleted!' once the server has deleted it; none skips that dialog. */
  deletedText?: string;
  /** Deletes on the server; a rejection keeps the dialog's result quiet, the caller reports it. */
  onConfirm: () => Promise<unknown>;
}

/**
 * The wizard's delete flow (§2): 'Are you sure?' with 'Yes, delete it!' and 'No, Cancel'; then 'Deleted!'
 * after the server confirmed, or a 'Cancelled' note when the person changed their mind.
 */
export function confirmDelete({ question, deletedText, onConfirm }: ConfirmDeleteOptions) {
  modals.openConfirmModal({
    title: d.confirmTitle,
    children: <Text>{question}</Text>,
    labels: { confirm: d.confirm, cancel: d.cancel },
    confirmProps: { color: 'red' },
    // Cancel gets focus first: Enter on an opened dialog should not delete anything.
    cancelProps: { 'data-autofocus': true },
    onCancel: () => showResult(d.cancelledTitle, 'Nothing was deleted.'),
    onConfirm: () => {
      onConfirm().then(
        () => deletedText && showResult(d.deletedTitle, deletedText),
        () => undefined,
      );
    },
  });
}
