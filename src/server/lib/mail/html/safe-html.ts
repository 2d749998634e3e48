import { escapeHtml } from '../../html-head.ts';

// The mails' HTML is built with one tagged template: every value put into it is escaped unless
// it is already SafeHtml (made by this template or by `trustedHtml` for the few fixed snippets
// written here). Names, addresses and messages come from customers; forgetting one escape would
// put their markup into somebody's inbox, so escaping is the default and never a step to remember.

/** Markup that is safe to put into a mail as it is. */
export class SafeHtml {
  constructor(readonly markup: string) {}

  toString(): string {
    return this.markup;
  }
}

/** What a template may hold: text (escaped), markup, lists of either, or nothing. */
export type HtmlValue =
  SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return value.map((entry: HtmlValue) => render(entry)).join('');
  return escapeHtml(String(value));
}

/** html`<p>${name}</p>`: the literal parts are markup, every value is escaped. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let markup = strings[0] ?? '';
  values.forEach((value, index) => {
    markup += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(markup);
}

/** Markup written in this code (never customer input), e.g. a style sheet. */
export function trustedHtml(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

/** Parts joined by a separator, each escaped unless it is markup. */
export function joinHtml(parts: readonly HtmlValue[], separator: HtmlValue = ''): SafeHtml {
  const rendered = parts.map(render).filter((part) => part !== '');
  return new SafeHtml(rendered.join(render(separator)));
}

const URL_PATTERN = /https?:\/\/[^\s<>"')]+[^\s<>"').,;:!?]/g;

/** Text with its http(s) addresses as links: everything escaped, the addresses clickable. */
export function linkified(text: string, linkStyle: string): SafeHtml {
  const parts: SafeHtml[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    parts.push(html`${text.slice(last, match.index)}`);
    parts.push(html`<a href="${match[0]}" style="${linkStyle}">${match[0]}</a>`);
    last = match.index + match[0].length;
  }
  parts.push(html`${text.slice(last)}`);
  return joinHtml(parts);
}
