import { z } from 'zod';
import { calls } from './call-routes.js';
import { endpoint, type FileKind, idSchema, ok, okOnly, optionalId, textField } from './http.js';
import { USER_TYPES } from './limits.js';

/**
 * Conversations: the pitch's owner and one investor talk once the investor's contact request is allowed.
 * One conversation per pitch and investor; it is `read_only` while that access has ended (denied after
 * allow, withdrawn, expired) or either account is suspended or gone, and reopens when access is allowed
 * again. Only the two participants can see anything of it: for anyone else it does not exist (404).
 */

export const MESSAGE_BODY_MAX = 5000;
export const MESSAGE_FILES_MAX = 3;
export const MESSAGE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const MESSAGE_FILE_KINDS = ['pdf', 'png', 'jpg', 'webp', 'gif'] as const satisfies readonly FileKind[];
/** A thread's page: the newest MESSAGES_PAGE_SIZE before a message. */
export const MESSAGES_PAGE_SIZE = 50;
/** Per sender: messages a minute, and a day. */
export const MESSAGES_PER_MINUTE = 60;
export const MESSAGES_PER_DAY = 1000;
/** Minutes a message may stay unread before its recipient is e-mailed (MESSAGE_EMAIL_DELAY_MINUTES). */
export const MESSAGE_EMAIL_DELAY_MINUTES = 10;
export const FAQ_QUESTION_MAX = 500;
export const FAQ_ANSWER_MAX = 5000;
/** Published answers a pitch may carry. */
export const FAQ_MAX_PER_PITCH = 50;

export const CONVERSATION_STATUSES = ['open', 'read_only'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const conversationTexts = {
  bodyRequired: 'Write a message or attach a file.',
  bodyTooLong: `A message is at most ${MESSAGE_BODY_MAX} characters.`,
  fileType: 'Attach PDF or image files only.',
  fileSize: 'Each file must be at most 10 MB.',
  fileCount: `Attach at most ${MESSAGE_FILES_MAX} files.`,
  target:
    'Give conversation_id, or pitch_id (investors), or pitch_id and investor_id (founders) to start one.',
  notFound: 'Conversation not found.',
  readOnly: 'Access to this pitch has ended',
  tooMany: 'You have sent many messages in a short time. Please try again later.',
  questionRequired: 'Question is required.',
  answerRequired: 'Answer is required.',
  faqLimit: `A pitch can have at most ${FAQ_MAX_PER_PITCH} published answers.`,
  faqNotFound: 'Answer not found.',
  messageNotFound: 'Message not found.',
  attachmentNotFound: 'Attachment not found.',
  /** A signed attachment link past its 5 minutes, or opened in another browser than the one it was made for. */
  linkExpired: 'This link has expired. Open the file again from the conversation.',
  linkForAnother: 'This link was made for another account. Open the file from the conversation.',
  empty: 'No conversations yet',
} as const;

const m = conversationTexts;
const timestamp = z.iso.datetime({ offset: true });
const conversationId = idSchema('conversation id');
const messageId = idSchema('message id');

export const messageAttachment = z.object({
  _id: z.uuid(),
  name: z.string(),
  /** Bytes. */
  size: z.number().int().min(0),
  /** The MIME type found from the file's bytes. */
  type: z.string(),
});
export type MessageAttachment = z.infer<typeof messageAttachment>;

export const conversationMessage = z.object({
  _id: z.uuid(),
  conversation_id: z.uuid(),
  from_id: z.uuid(),
  /** Plain text: never rendered as HTML. */
  body: z.string(),
  attachments: z.array(messageAttachment),
  created_at: timestamp,
});
export type ConversationMessage = z.infer<typeof conversationMessage>;

export const conversationSummary = z.object({
  _id: z.uuid(),
  pitch_id: z.uuid(),
  name_of_pitch: z.string(),
  /** The other participant. */
  other: z.object({
    _id: z.uuid(),
    first_name: z.string(),
    last_name: z.string(),
    photo: z.string(),
    user_type: z.enum(USER_TYPES),
  }),
  last_message: z.object({ body: z.string(), created_at: timestamp, from_me: z.boolean() }).nullable(),
  unread_count: z.number().int().min(0),
  status: z.enum(CONVERSATION_STATUSES),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

/** How far one participant has read: the newest message they marked read, or null. */
export const readMark = z.object({ user_id: z.uuid(), message_id: z.uuid().nullable() });
export type ReadMark = z.infer<typeof readMark>;

export const pitchFaq = z.object({ _id: z.uuid(), question: z.string(), answer: z.string() });
export type PitchFaq = z.infer<typeof pitchFaq>;

export const getConversations = endpoint({
  ...calls.getConversations,
  summary:
    "The caller's conversations, newest activity first, each with its unread count and status, and the " +
    'total of unread messages (the header badge).',
  request: z.object({}).loose(),
  response: ok({
    conversations: z.array(conversationSummary),
    unread_total: z.number().int().min(0),
  }),
});

export const getConversationMessages = endpoint({
  ...calls.getConversationMessages,
  summary:
    `One conversation and its messages in pages of ${MESSAGES_PAGE_SIZE}, newest last: the newest page, or ` +
    'the page before `before` (a message id). `read_up_to` tells how far each participant has read.',
  request: z.object({ conversation_id: conversationId, before: optionalId('message id') }),
  response: ok({
    conversation: conversationSummary,
    messages: z.array(conversationMessage),
    /** Whether older messages exist before the first one returned. */
    has_more: z.boolean(),
    read_up_to: z.array(readMark),
  }),
});

export const sendMessageRequest = z.object({
  conversation_id: optionalId('conversation id'),
  /** With no conversation_id: the pitch to talk about (an investor), or with investor_id (its owner). */
  pitch_id: optionalId('pitch id'),
  investor_id: optionalId('investor id'),
  /** Plain text, trimmed; may be empty when files are attached. */
  body: textField()
    .trim()
    .max(MESSAGE_BODY_MAX, { error: m.bodyTooLong })
    .optional()
    .transform((body) => body ?? ''),
});
export type SendMessageRequest = z.input<typeof sendMessageRequest>;

export const sendMessage = endpoint({
  ...calls.sendMessage,
  summary:
    'Sends a message (multipart: body and up to 3 files, PDF or images of at most 10 MB) to a conversation, ' +
    'or starts one: `pitch_id` (an investor) or `pitch_id` and `investor_id` (the owner). Starting again ' +
    "returns the same conversation. Only while the investor's request for the pitch is allowed and unexpired.",
  request: sendMessageRequest,
  response: ok({ conversation: conversationSummary, sent: conversationMessage }),
  files: [
    {
      field: 'file',
      maxCount: MESSAGE_FILES_MAX,
      maxBytes: MESSAGE_FILE_MAX_BYTES,
      kinds: MESSAGE_FILE_KINDS,
      typeMessage: m.fileType,
      sizeMessage: m.fileSize,
      countMessage: m.fileCount,
    },
  ],
});

export const markConversationRead = endpoint({
  ...calls.markConversationRead,
  summary:
    "Moves the caller's read mark forward to `message_id` (never back); answers the caller's unread total.",
  request: z.object({ conversation_id: conversationId, message_id: messageId }),
  response: ok({ read_up_to: readMark, unread_total: z.number().int().min(0) }),
});

export const openMessageAttachment = endpoint({
  ...calls.openMessageAttachment,
  summary:
    'A link to one attachment, signed for 5 minutes and bound to the caller; only the two participants, ' +
    'and only while the conversation is open (access is re-checked when the link is served).',
  request: z.object({ attachment_id: idSchema('attachment id') }),
  response: ok({ url: z.string(), expires_at: timestamp }),
});

export const publishPitchFaq = endpoint({
  ...calls.publishPitchFaq,
  summary:
    "The pitch's owner publishes a question and answer taken from a message of one of the pitch's " +
    "conversations, as edited texts without the investor's name; shown on the public pitch page.",
  request: z.object({
    message_id: messageId,
    question: textField({ error: m.questionRequired })
      .trim()
      .min(1, { error: m.questionRequired })
      .max(FAQ_QUESTION_MAX, { error: `At most ${FAQ_QUESTION_MAX} characters.` }),
    answer: textField({ error: m.answerRequired })
      .trim()
      .min(1, { error: m.answerRequired })
      .max(FAQ_ANSWER_MAX, { error: `At most ${FAQ_ANSWER_MAX} characters.` }),
  }),
  response: ok({ faq: pitchFaq }),
});

export const deletePitchFaq = endpoint({
  ...calls.deletePitchFaq,
  summary: 'The owner removes one published answer from the pitch page.',
  request: z.object({ faq_id: idSchema('answer id') }),
  response: okOnly,
});

// ---- live events, on the notification stream (GET NOTIFICATION_STREAM_PATH) ----

/** `message`: a new message in one of the user's conversations (theirs or the other side's). */
export const messageEvent = z.object({
  conversation_id: z.uuid(),
  message: conversationMessage,
  unread_total: z.number().int().min(0),
});
export type MessageEvent = z.infer<typeof messageEvent>;

/** `conversation_read`: a participant's read mark moved (the other side shows "Seen"). */
export const conversationReadEvent = z.object({
  conversation_id: z.uuid(),
  read_up_to: readMark,
  /** The receiving user's own unread total (their badge, when they read on another tab). */
  unread_total: z.number().int().min(0),
});
export type ConversationReadEvent = z.infer<typeof conversationReadEvent>;

/** `conversation_status`: a conversation became read-only or reopened. */
export const conversationStatusEvent = z.object({
  conversation_id: z.uuid(),
  status: z.enum(CONVERSATION_STATUSES),
});
export type ConversationStatusEvent = z.infer<typeof conversationStatusEvent>;

export const conversationsEndpoints = [
  getConversations,
  getConversationMessages,
  sendMessage,
  markConversationRead,
  openMessageAttachment,
  publishPitchFaq,
  deletePitchFaq,
] as const;
