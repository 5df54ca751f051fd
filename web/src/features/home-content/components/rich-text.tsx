import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { cn } from '../../../components/ui/cn';

/**
 * A notice's html from the server (sanitised there too), sanitised again before it reaches the page
 * (ARCHITECTURE.md "rich text"), as the help centre's topics are; features do not share components.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <div
      data-testid="notice-content"
      className={cn(
        'grid gap-2 text-sm leading-relaxed text-muted [&_a]:text-accent [&_a]:underline [&_h3]:font-semibold [&_h3]:text-text [&_img]:max-w-full [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-text',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
