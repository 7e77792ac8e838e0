/**
 * Text made safe inside HTML or XML, in element content and in quoted attributes: the five characters
 * markup reads (& < > " ') as entities every HTML and XML parser knows. The one way the shop escapes
 * what it writes into e-mails, pages it builds by hand, SVG and XML feeds.
 */
export const escapeMarkup = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => MARKUP_ENTITIES[c as keyof typeof MARKUP_ENTITIES]);

const MARKUP_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' } as const;
