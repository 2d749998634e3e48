import type { ReactNode } from 'react';

/** Long-form text of the content pages: readable line length, spaced headings, lists, links. */
export function Prose({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl break-words hyphens-auto">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-800 sm:text-4xl">{title}</h1>
      {lead !== undefined && <p className="mt-3 text-lg leading-relaxed">{lead}</p>}
      <div className="mt-6 leading-relaxed [&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_h2]:mt-8 [&_h2]:mb-2 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-800 [&_h3]:mt-5 [&_h3]:mb-1 [&_h3]:text-lg [&_h3]:font-bold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
    </article>
  );
}
