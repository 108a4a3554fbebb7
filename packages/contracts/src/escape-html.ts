const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Everything a person typed (names, addresses, messages) goes through this before it meets HTML: the
 * API's mails and dev mailbox, and the web server's page attributes. In contracts as the one package both share.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
