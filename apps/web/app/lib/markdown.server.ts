import MarkdownIt from 'markdown-it';

/**
 * Editorial Markdown to HTML, on the server only (the renderer never reaches the browser bundle).
 * Raw HTML in the source is escaped, and markdown-it refuses javascript:/vbscript:/data: links,
 * so stored content cannot inject scripts.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
