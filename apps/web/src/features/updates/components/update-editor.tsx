import {
  updateTexts as t,
  UPDATE_AUDIENCE_LABELS,
  UPDATE_AUDIENCES,
  UPDATE_BODY_MAX,
  UPDATE_TITLE_MAX,
} from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmStep } from '../../../components/confirm-step';
import { errorMessage } from '../../../lib/api-client';
import { hrefFor } from '../../../lib/href-for';
import { notify } from '../../../lib/notify';
import { focusFirstError, serverFieldErrors } from '../../../lib/zod-form';
import { useDeleteUpdate } from '../api/delete-update';
import { usePublishUpdate } from '../api/publish-update';
import { useSaveUpdate } from '../api/save-update';
import {
  EDITOR_FIELDS,
  type EditorValues,
  initialValues,
  type KnownMetric,
  parsedUpdate,
  toBody,
  validateEditor,
} from './editor-values';
import { MetricRows } from './metric-rows';
import { UpdateView, type ViewedUpdate } from './update-view';

interface UpdateEditorProps {
  pitchId: string;
  pitchName: string;
  /** The draft being edited; null for a new one. */
  draft: Parameters<typeof initialValues>[0];
  known: KnownMetric[];
}

/**
 * Writing an update: title, text, audience and numbers, checked with the contract's schema as typed.
 * Save keeps a draft; Preview shows it as recipients will; Publish (after a confirmation) saves it once
 * more and sends it, after which it can never change; Delete removes a draft after a confirmation.
 */
export function UpdateEditor({ pitchId, pitchName, draft, known }: UpdateEditorProps) {
  const navigate = useNavigate();
  const save = useSaveUpdate();
  const publish = usePublishUpdate();
  const remove = useDeleteUpdate();
  const [savedId, setSavedId] = useState<string | null>(draft?._id ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'publish' | 'delete' | null>(null);
  const [dialogFailure, setDialogFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<ViewedUpdate | null>(null);
  const form = useForm<EditorValues>({
    initialValues: initialValues(draft),
    validate: validateEditor(pitchId, savedId),
  });
  const busy = save.isPending || publish.isPending || remove.isPending;

  /** Field errors go to their fields (metrics.0.value too); the rest is returned for a box. */
  const showErrors = (error: unknown): string | null => {
    const { fieldErrors, otherErrors } = serverFieldErrors(error, EDITOR_FIELDS);
    const onFields = Object.keys(fieldErrors).length > 0;
    form.setErrors(fieldErrors);
    if (onFields) focusFirstError();
    return otherErrors[0] ?? (onFields ? null : errorMessage(error));
  };
  const persist = async (values: EditorValues) => {
    const answer = await save.mutateAsync(toBody(pitchId, savedId, values));
    setSavedId(answer.update._id);
    return answer.update;
  };
  /** The whole form is checked first; false (and focus on the first wrong field) when anything is wrong. */
  const checked = (needBody: boolean) => {
    setFailure(null);
    const result = form.validate();
    if (!result.hasErrors && needBody && form.getValues().body.trim() === '')
      form.setFieldError('body', t.bodyRequired);
    if (result.hasErrors || (needBody && form.getValues().body.trim() === '')) {
      focusFirstError();
      return false;
    }
    return true;
  };

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      persist(values).then(
        (update) => {
          notify(t.saved);
          if (!draft)
            navigate(hrefFor(webPaths.pitchUpdateEdit, { id: pitchId, updateId: update._id }), {
              replace: true,
            });
        },
        (error) => setFailure(showErrors(error)),
      );
    },
    () => focusFirstError(),
  );

  const openPreview = () => {
    if (!checked(false)) return;
    const parsed = parsedUpdate(pitchId, savedId, form.getValues());
    if (!parsed) return;
    setPreview({
      name_of_pitch: pitchName,
      pitch_logo: draft?.pitch_logo ?? '',
      title: parsed.title,
      body: parsed.body,
      metrics: parsed.metrics,
      status: 'published',
      published_at: new Date().toISOString(),
    });
  };

  const closeDialog = () => {
    setDialog(null);
    setDialogFailure(null);
  };
  const confirmPublish = async () => {
    setDialogFailure(null);
    try {
      const update = await persist(form.getValues());
      const answer = await publish.mutateAsync(update._id);
      notify(t.published(answer.recipient_count));
      navigate(hrefFor(webPaths.update, { id: update._id }));
    } catch (error) {
      const { fieldErrors } = serverFieldErrors(error, EDITOR_FIELDS);
      if (Object.keys(fieldErrors).length === 0) return setDialogFailure(errorMessage(error));
      closeDialog();
      setFailure(showErrors(error));
    }
  };
  const confirmDelete = () => {
    if (!savedId) return;
    setDialogFailure(null);
    remove.mutate(savedId, {
      onSuccess: () => {
        notify(t.deleted);
        navigate(hrefFor(webPaths.pitchUpdates, { id: pitchId }), { replace: true });
      },
      onError: (error) => setDialogFailure(errorMessage(error)),
    });
  };

  const { title, body, audience } = form.getValues();
  return (
    <>
      <form onSubmit={submit} noValidate aria-label="Update">
        <Stack gap="lg">
          <TextInput
            label="Title"
            withAsterisk
            maxLength={UPDATE_TITLE_MAX}
            {...form.getInputProps('title')}
          />
          <Textarea
            label="Your update"
            description={`Plain text: a blank line starts a new paragraph, and web addresses become links. ${(UPDATE_BODY_MAX - body.length).toLocaleString('en-US')} characters left.`}
            autosize
            minRows={8}
            maxRows={24}
            maxLength={UPDATE_BODY_MAX}
            {...form.getInputProps('body')}
          />
          <Radio.Group label="Send it to" withAsterisk {...form.getInputProps('audience')}>
            <Stack gap="xs" mt="xs">
              {UPDATE_AUDIENCES.map((value) => (
                <Radio key={value} value={value} label={UPDATE_AUDIENCE_LABELS[value]} />
              ))}
            </Stack>
          </Radio.Group>
          <section aria-labelledby="editor-metrics">
            <Title order={2} size="h4" id="editor-metrics" mb="xs">
              Metrics
            </Title>
            <MetricRows form={form} known={known} disabled={busy} />
          </section>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="space-between" gap="sm">
            {savedId ? (
              <Button variant="subtle" color="red" onClick={() => setDialog('delete')} disabled={busy}>
                Delete draft
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={openPreview} disabled={busy}>
                Preview
              </Button>
              <Button type="submit" variant="light" loading={save.isPending && dialog === null}>
                Save draft
              </Button>
              <Button onClick={() => checked(true) && setDialog('publish')} disabled={busy}>
                Publish
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <Modal opened={preview !== null} onClose={() => setPreview(null)} title="Preview" size="xl">
        <Text size="sm" c="gray.7" mb="md">
          How your recipients will read it.
        </Text>
        {preview && <UpdateView update={preview} order={2} />}
      </Modal>
      <ConfirmStep
        opened={dialog === 'publish'}
        title="Publish this update?"
        confirmLabel="Publish"
        cancelLabel="Keep editing"
        busy={save.isPending || publish.isPending}
        failure={dialogFailure}
        onConfirm={() => void confirmPublish()}
        onClose={closeDialog}
      >
        <Text>
          <strong>{title}</strong> goes to the{' '}
          {audience === 'investors' ? 'investors' : 'investors and followers'} of {pitchName || 'this pitch'},
          by e-mail too unless they turned those e-mails off.
        </Text>
        <Text>A published update cannot be edited or deleted. To correct it, publish a new one.</Text>
      </ConfirmStep>
      <ConfirmStep
        opened={dialog === 'delete'}
        title="Delete this draft?"
        confirmLabel="Delete draft"
        cancelLabel="Keep it"
        color="red"
        busy={remove.isPending}
        failure={dialogFailure}
        onConfirm={confirmDelete}
        onClose={closeDialog}
      >
        <Text>The draft is deleted for good. Nobody has received it.</Text>
      </ConfirmStep>
    </>
  );
}
