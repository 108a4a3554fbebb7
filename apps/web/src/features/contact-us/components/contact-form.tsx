import { type ContactRole, messages } from '@angelbridge/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { HydrateLater, lazyPart } from '../../../lib/hydrate-later';
import { useSession } from '../../../lib/session';
import {
  failureMessage,
  focusFirstError,
  lazyFormSchema,
  serverFieldErrors,
  useFormSchema,
} from '../../../lib/zod-form';
import { useSendContactMessage } from '../api/send-contact-message';
import { contactFileError } from './contact-file';

interface ContactValues {
  name: string;
  email: string;
  role: ContactRole | null;
  subject: string;
  message: string;
  contact_me: boolean;
  file: File | null;
}

// The drop-down's and the file picker's code (Mantine's Select and FileInput, and what they bring)
// hydrates after the text fields.
const RoleSelect = lazyPart(() => import('./role-select').then((m) => m.RoleSelect));
const AttachmentField = lazyPart(() => import('./attachment-field').then((m) => m.AttachmentField));

const FIELDS = ['name', 'email', 'role', 'subject', 'message', 'contact_me', 'file'] as const;
// The file is not part of the schema: the browser checks its size and name, the server its bytes.
const contactSchema = lazyFormSchema<ContactValues, Omit<ContactValues, 'file'>>(
  () => import('../form-schema').then((m) => m.contactUsRequest),
  ({ file: _file, ...fields }) => fields,
);

function initialValues(
  user: { first_name?: string; last_name?: string; email?: string } | null,
): ContactValues {
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  return {
    name,
    email: user?.email ?? '',
    role: null,
    subject: '',
    message: '',
    contact_me: false,
    file: null,
  };
}

/** The Contact Us form (§5): validated with the contract's rules, sent as multipart with upload progress. */
export function ContactForm({ onSent }: { onSent: (message: string) => void }) {
  const { user } = useSession();
  const send = useSendContactMessage();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useFormSchema(contactSchema);
  const form = useForm<ContactValues>({
    initialValues: initialValues(user),
    validate: (values) => {
      const errors = contactSchema.validate(values);
      const fileError = contactFileError(values.file);
      return fileError ? { ...errors, file: fileError } : errors;
    },
  });

  const submit = form.onSubmit(
    async ({ file, role, ...fields }) => {
      setFailure(null);
      setProgress(file ? 0 : null);
      try {
        const answer = await send.mutateAsync({
          fields: { ...fields, role: role as ContactRole },
          file,
          onProgress: file ? setProgress : undefined,
        });
        form.reset();
        onSent(answer.message);
      } catch (error) {
        const { fieldErrors, otherErrors } = serverFieldErrors(error, FIELDS);
        if (Object.keys(fieldErrors).length > 0) {
          form.setErrors(fieldErrors);
          focusFirstError();
        } else {
          setFailure(otherErrors[0] ?? failureMessage(error, messages.errors.contactForm));
        }
      } finally {
        setProgress(null);
      }
    },
    () => focusFirstError(),
  );

  return (
    <form
      onSubmit={contactSchema.submitting(submit)}
      noValidate
      aria-describedby={failure ? 'contact-failure' : undefined}
    >
      <Stack gap="md">
        {failure && (
          <Alert color="red" title={messages.errors.title} role="alert" id="contact-failure">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <HydrateLater
            fallback={<TextInput label="I am" placeholder="Choose your role" withAsterisk disabled />}
          >
            <RoleSelect {...form.getInputProps('role')} />
          </HydrateLater>
          <TextInput label="Subject" withAsterisk {...form.getInputProps('subject')} />
        </SimpleGrid>
        <Textarea
          label="Message"
          autosize
          minRows={5}
          maxRows={12}
          withAsterisk
          {...form.getInputProps('message')}
        />
        <HydrateLater fallback={<TextInput label="Attachment" placeholder="Choose a file" disabled />}>
          <AttachmentField {...form.getInputProps('file')} />
        </HydrateLater>
        <Checkbox
          label="Yes, I’d like AngelBridge to contact me about this message."
          {...form.getInputProps('contact_me', { type: 'checkbox' })}
        />
        {progress !== null && (
          <div>
            <Text size="sm" aria-hidden="true">
              Uploading… {Math.round(progress * 100)}%
            </Text>
            <Progress value={progress * 100} aria-label="Upload progress" mt={4} animated />
          </div>
        )}
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={send.isPending}>
            Send message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
