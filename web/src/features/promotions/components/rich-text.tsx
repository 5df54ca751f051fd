import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { cn } from '../../../components/ui/cn';

/**
 * A promotion's html, sanitised by the server and again here before it reaches the page
 * (ARCHITECTURE.md "rich text"; the same treatment as the help centre's topics).
 */
export function PromotionRichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <div
      className={cn(
        'grid gap-2 text-sm leading-relaxed text-muted [&_a]:text-accent [&_a]:underline [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-text [&_ul]:grid [&_ul]:gap-1',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
