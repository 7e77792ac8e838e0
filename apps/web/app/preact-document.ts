/**
 * What React 19's client does for a whole-document app and preact/compat 10 does not
 * (docs/adr/0002-preact-client-runtime.md). Imported by entry.client only: the server renders with
 * React 19.
 *
 * - <html>: preact hydrates `document` as `document.documentElement`, so the layout's <html> is
 *   rendered as that existing element (its attributes, e.g. lang, are set on it).
 * - <head> and every <title>, <meta> and <link>, wherever rendered: React 19 hoists them into the
 *   head (the server's HTML has them there, with its own preloads), preact renders them in place.
 *   Hydrating the head would pair the server's tags with the wrong elements and drop the rest (the
 *   stylesheet among them). So the <head> is kept as the server sent it (see DocumentHead), and these
 *   tags render nothing in the tree: each one adopts the matching tag
 *   the server put in the head, or adds its own, keeps its attributes up to date and removes it
 *   when unmounted. Tags with itemProp stay in place, as with React.
 */
import { options, type VNode } from 'preact';
import { createElement, Fragment, useLayoutEffect, useRef, type ReactNode } from 'react';

type Props = Record<string, unknown> & { children?: ReactNode };

const ATTRIBUTE_NAMES: Record<string, string> = { className: 'class', httpEquiv: 'http-equiv' };
/** React props that are not attributes. */
const NOT_ATTRIBUTES = new Set(['children', 'dangerouslySetInnerHTML', 'suppressHydrationWarning']);

function attributesOf(props: Props): Array<[string, string]> {
  const attributes: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(props)) {
    if (NOT_ATTRIBUTES.has(name) || value == null || value === false || typeof value === 'function') continue;
    attributes.push([ATTRIBUTE_NAMES[name] ?? name.toLowerCase(), value === true ? '' : String(value)]);
  }
  return attributes;
}

function textOf(children: ReactNode): string {
  if (children == null || typeof children === 'boolean') return '';
  if (Array.isArray(children)) return children.map(textOf).join('');
  return String(children);
}

/** Head tags owned by a mounted component, so that two identical tags never share one element. */
const owned = new WeakSet<Element>();

function adoptOrCreate(tag: string, attributes: Array<[string, string]>): Element {
  const match = [...document.head.querySelectorAll(tag)].find(
    (el) =>
      !owned.has(el) &&
      (tag === 'title' ||
        (el.attributes.length === attributes.length &&
          attributes.every(([name, value]) => el.getAttribute(name) === value))),
  );
  let el = match;
  if (!el) {
    el = document.createElement(tag);
    for (const [name, value] of attributes) el.setAttribute(name, value);
    document.head.appendChild(el);
  }
  owned.add(el);
  return el;
}

function HeadTag({ tag, props }: { tag: string; props: Props }): null {
  const element = useRef<Element | null>(null);
  const attributes = attributesOf(props);
  const text = tag === 'title' ? textOf(props.children) : null;
  const signature = JSON.stringify([attributes, text]);
  useLayoutEffect(() => {
    const el = (element.current ??= adoptOrCreate(tag, attributes));
    for (const { name } of [...el.attributes]) {
      if (!attributes.some(([n]) => n === name)) el.removeAttribute(name);
    }
    for (const [name, value] of attributes) {
      if (el.getAttribute(name) !== value) el.setAttribute(name, value);
    }
    if (text !== null && el.textContent !== text) el.textContent = text;
  }, [signature]);
  useLayoutEffect(
    () => () => {
      element.current?.remove();
      element.current = null;
    },
    [],
  );
  return null;
}

function DocumentElement({ children, ...props }: Props) {
  const signature = JSON.stringify(attributesOf(props));
  useLayoutEffect(() => {
    for (const [name, value] of attributesOf(props)) document.documentElement.setAttribute(name, value);
  }, [signature]);
  return createElement(Fragment, null, children);
}

/**
 * The server's <head>, hydrated as it is: preact leaves an element's children alone when it has
 * dangerouslySetInnerHTML (and never sets an unchanged one again). Left out of the tree, the head was
 * removed by the hydration and put back, and taking the inlined stylesheet out and in again cost a
 * whole restyle and layout of the page just after hydrating (≈110 ms on a phone at 4× slowdown).
 */
const KEPT_HEAD = { __html: '' };

function DocumentHead({ children }: Props) {
  return createElement(
    Fragment,
    null,
    createElement('head', { dangerouslySetInnerHTML: KEPT_HEAD }),
    children,
  );
}

const HEAD_TAGS = new Set(['title', 'meta', 'link']);

export function renderTheDocumentLikeReact(): void {
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    const node = vnode as unknown as { type: unknown; props: Props };
    if (node.type === 'html') node.type = DocumentElement;
    else if (node.type === 'head' && node.props.dangerouslySetInnerHTML !== KEPT_HEAD)
      node.type = DocumentHead;
    else if (typeof node.type === 'string' && HEAD_TAGS.has(node.type) && node.props.itemProp == null) {
      node.props = { tag: node.type, props: node.props } as unknown as Props;
      node.type = HeadTag;
    }
    previous?.(vnode);
  };
}
