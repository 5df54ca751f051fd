import { useMemo, type HTMLAttributes } from 'react';
import DOMPurify from 'dompurify';
import { cn } from './cn';

/**
 * Html from the platform (help topics, notices, promotions), sanitised on the server and again here
 * with DOMPurify before it reaches the page (ARCHITECTURE.md "rich text"), in the site's text style.
 */
export function RichText({ html, className, ...rest }: { html: string } & Omit<HTMLAttributes<HTMLDivElement>, 'dangerouslySetInnerHTML' | 'children'>) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <div
      {...rest}
      className={cn(
        'grid gap-2 text-sm leading-relaxed text-muted [&_a]:text-accent [&_a]:underline [&_h3]:mt-1 [&_h3]:font-semibold [&_h3]:text-text [&_img]:max-w-full [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-text [&_ul]:grid [&_ul]:gap-1',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
