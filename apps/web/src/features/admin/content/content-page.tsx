import { CMS_CONTENT_MAX, CMS_TITLE_MAX, type CmsCode, type CmsVersion } from '@angelbridge/contracts';
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Loading } from '../../../components/load-states';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useCmsVersions, usePublishCms, useSaveCmsDraft } from './api/cms-versions';
import { ConfirmPublish } from './confirm-publish';
import { PreviewHtml } from './preview-html';
import { VersionList } from './version-list';

const PAGES: { value: CmsCode; label: string }[] = [
  { value: 'terms_condition', label: 'Terms and conditions' },
  { value: 'privacy_policy', label: 'Privacy policy' },
];

const errorText = (error: unknown) => (error ? errorMessage(error) : null);

/** /admin/content: the terms and privacy texts, edited as a draft with a preview, then published. */
export function ContentPage() {
  const [code, setCode] = useState<CmsCode>('terms_condition');
  const versions = useCmsVersions(code);
  const save = useSaveCmsDraft(code);
  const publish = usePublishCms(code);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [loadedFor, setLoadedFor] = useState<CmsCode | null>(null);
  const [confirming, setConfirming] = useState<CmsVersion | null>(null);

  const list = versions.data;
  const draft = list?.find((v) => v.status === 'draft') ?? null;
  // the editor starts from the open draft, else from the live text, once per page switch
  useEffect(() => {
    if (!list || loadedFor === code) return;
    const start = list.find((v) => v.status === 'draft') ?? list.find((v) => v.current) ?? null;
    setTitle(start?.title ?? '');
    setContent(start?.content ?? '');
    setLoadedFor(code);
  }, [list, code, loadedFor]);

  const fieldErrors = save.error instanceof ApiError ? (save.error.errors ?? {}) : {};
  const dirty = draft ? draft.title !== title || draft.content !== content : true;

  return (
    <Stack gap="lg">
      <title>Content · Admin · AngelBridge</title>
      <Title order={1} size="h2">
        Content
      </Title>
      <SegmentedControl
        aria-label="Page"
        data={PAGES}
        value={code}
        onChange={(value) => {
          setCode(value as CmsCode);
          setLoadedFor(null);
          save.reset();
        }}
      />
      {versions.isPending ? (
        <Loading label="Loading versions" heights={[360]} />
      ) : versions.isError ? (
        <Alert color="red" title="Could not load this page's versions">
          <Button size="xs" mt="xs" onClick={() => void versions.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <Paper withBorder radius="md" p="md">
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                save.mutate({ title, content }, { onSuccess: (answer) => notify(answer.message) });
              }}
            >
              <Stack gap="sm">
                <Tabs defaultValue="edit" keepMounted={false}>
                  <Tabs.List>
                    <Tabs.Tab value="edit">Edit</Tabs.Tab>
                    <Tabs.Tab value="preview">Preview</Tabs.Tab>
                  </Tabs.List>
                  <Tabs.Panel value="edit" pt="sm">
                    <Stack gap="sm">
                      <TextInput
                        label="Title"
                        value={title}
                        onChange={(e) => setTitle(e.currentTarget.value)}
                        maxLength={CMS_TITLE_MAX}
                        required
                        error={fieldErrors.title}
                      />
                      <Textarea
                        label="Text (HTML)"
                        description="Headings, paragraphs, lists and links. Scripts and styles are removed when shown."
                        value={content}
                        onChange={(e) => setContent(e.currentTarget.value)}
                        maxLength={CMS_CONTENT_MAX}
                        autosize
                        minRows={12}
                        maxRows={30}
                        required
                        error={fieldErrors.content}
                        styles={{ input: { fontFamily: 'monospace' } }}
                      />
                    </Stack>
                  </Tabs.Panel>
                  <Tabs.Panel value="preview" pt="sm">
                    <Title order={2} size="h3" mb="sm">
                      {title || 'Untitled'}
                    </Title>
                    <PreviewHtml html={content} />
                  </Tabs.Panel>
                </Tabs>
                {errorText(save.error) && !fieldErrors.title && !fieldErrors.content && (
                  <Alert color="red" role="alert">
                    {errorText(save.error)}
                  </Alert>
                )}
                <Group justify="flex-end">
                  <Button type="submit" variant="default" loading={save.isPending} disabled={!dirty}>
                    Save draft
                  </Button>
                  <Button
                    disabled={!draft || dirty}
                    onClick={() => draft && setConfirming(draft)}
                    title={dirty ? 'Save the draft first' : undefined}
                  >
                    Publish draft
                  </Button>
                </Group>
                {draft && dirty && (
                  <Text size="xs" c="gray.7">
                    Unsaved changes: save the draft, then publish it.
                  </Text>
                )}
              </Stack>
            </form>
          </Paper>
          <Title order={2} size="h3">
            Versions
          </Title>
          <VersionList
            versions={list ?? []}
            onOpen={(version) => {
              setTitle(version.title);
              setContent(version.content);
            }}
            onRestore={setConfirming}
          />
        </>
      )}
      <ConfirmPublish
        version={confirming}
        pending={publish.isPending}
        error={errorText(publish.error)}
        onCancel={() => {
          setConfirming(null);
          publish.reset();
        }}
        onConfirm={(version) =>
          publish.mutate(version._id, {
            onSuccess: (answer) => {
              notify(answer.message);
              setConfirming(null);
              setTitle(answer.version.title);
              setContent(answer.version.content);
            },
          })
        }
      />
    </Stack>
  );
}
