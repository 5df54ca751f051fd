import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { cn } from '../../../components/ui/cn';

/** A topic's html from the server, sanitised before it reaches the page (ARCHITECTURE.md "rich text"). */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <div
      data-testid="help-topic-body"
      className={cn(
        'grid gap-3 text-sm leading-relaxed text-muted [&_a]:text-accent [&_a]:underline [&_h3]:mt-2 [&_h3]:font-semibold [&_h3]:text-text [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-text [&_ul]:grid [&_ul]:gap-1.5',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
