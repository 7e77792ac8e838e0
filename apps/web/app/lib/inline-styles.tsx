import { createContext, useContext } from 'react';

/**
 * The storefront's stylesheet, inlined in every document's head (docs/adr/0011-inline-stylesheet.md):
 * no render-blocking request before the first paint on a phone. The text is provided by
 * entry.server only (app.css?inline), so it never weighs on the browser's JavaScript; in the
 * browser the context is empty and the server's <style> stays in the head untouched.
 */
export const InlineStylesContext = createContext<string | null>(null);

export function InlineStyles() {
  const css = useContext(InlineStylesContext);
  return css ? <style dangerouslySetInnerHTML={{ __html: css }} /> : null;
}
