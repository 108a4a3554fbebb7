// The only door into features/conversations for other features and app/ (ARCHITECTURE convention 8).
export { conversationKeys } from './api/conversation-keys';
export { applyMessageEvent, applyReadEvent, applyStatusEvent } from './api/live-events';
export { useDeletePitchFaq } from './api/pitch-faq';
export { useConversationLiveUpdates } from './api/use-conversation-live-updates';
export { MessageButton } from './components/message-button';
export { MessagesLink } from './components/messages-link';
