/**
 * §8's message for anything the server did not explain (messages.errors.generic), in a module of its own:
 * the web's API client is in every first paint and needs only this text, not every other message.
 */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong, please try again later or contact support.';
