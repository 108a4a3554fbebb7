import type { CmsCode } from '@angelbridge/contracts';
import { Alert, Container, Skeleton, Stack, Title } from '@mantine/core';
import { useCms } from '../api/get-cms';
import { CmsHtml } from '../components/cms-html';

const FALLBACK_TITLES: Record<CmsCode, string> = {
  terms_condition: 'Terms and Conditions',
  privacy_policy: 'Privacy Policy',
};

function CmsSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading">
      <Skeleton height={36} width="60%" />
      <Skeleton height={14} mt="md" />
      <Skeleton height={14} />
      <Skeleton height={14} width="90%" />
      <Skeleton height={14} />
      <Skeleton height={14} width="75%" />
    </Stack>
  );
}

function CmsPage({ code }: { code: CmsCode }) {
  const { data, error, isPending } = useCms(code);
  const title = data?.title || FALLBACK_TITLES[code];
  return (
    <Container size="md" py="xl">
      <title>{`${title} · AngelBridge`}</title>
      {isPending ? (
        <CmsSkeleton />
      ) : error ? (
        <>
          <Title order={1}>{FALLBACK_TITLES[code]}</Title>
          <Alert color="red" title="Error" mt="md" role="alert">
            {error.message}
          </Alert>
        </>
      ) : (
        <>
          <Title order={1}>{title}</Title>
          {data ? (
            <Stack mt="md">
              <CmsHtml html={data.content} />
            </Stack>
          ) : (
            <Alert color="gray" title="Not published yet" mt="md">
              This text has not been published yet. Please check back later.
            </Alert>
          )}
        </>
      )}
    </Container>
  );
}

/** /term-condition */
export function TermsPage() {
  return <CmsPage code="terms_condition" />;
}

/** /privacy */
export function PrivacyPage() {
  return <CmsPage code="privacy_policy" />;
}
