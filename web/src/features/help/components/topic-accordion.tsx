import { useId } from 'react';
import type { HelpTopic } from '@lotto/contract';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { topicElementId } from './help-topics';
import { RichText } from '../../../components/ui/rich-text';

interface AccordionProps {
  topics: HelpTopic[];
  open: ReadonlySet<string>;
  onToggle: (tag: string) => void;
  /** Children sit inside their parent, one level smaller. */
  nested?: boolean;
}

function TopicItem({ topic, open, onToggle, nested }: { topic: HelpTopic } & Omit<AccordionProps, 'topics'>) {
  const panelId = useId();
  const isOpen = open.has(topic.tag);
  const Heading = nested ? 'h3' : 'h2';
  return (
    <li id={topicElementId(topic.tag)} data-testid="help-topic" data-tag={topic.tag} className="min-w-0 scroll-mt-24">
      <Heading className={cn('m-0', nested ? 'text-sm' : 'text-base')}>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => onToggle(topic.tag)}
          className={cn(
            'flex min-h-12 w-full min-w-0 items-center gap-3 text-left font-semibold transition hover:text-accent',
            nested ? 'px-3 py-2' : 'px-4 py-3 sm:px-5',
          )}
        >
          {/* the topic's colour (bgColor, spec 2 §3) as a marker, so text keeps the theme's contrast */}
          <span
            aria-hidden="true"
            className={cn('w-1 shrink-0 self-stretch rounded-full', topic.bgColor ? '' : 'bg-accent/60')}
            style={topic.bgColor ? { backgroundColor: topic.bgColor } : undefined}
          />
          <span className="min-w-0 flex-1 break-words">{topic.title}</span>
          <Icon name="chevronDown" className={cn('size-4 shrink-0 text-muted transition-transform', isOpen && 'rotate-180')} />
        </button>
      </Heading>
      {isOpen ? (
        <div id={panelId} className={cn('grid gap-3', nested ? 'px-3 pb-3 pl-7' : 'px-4 pb-5 pl-8 sm:px-5 sm:pl-9')}>
          <RichText data-testid="help-topic-body" className="gap-3" html={topic.content} />
          {topic.children.length > 0 ? (
            <TopicAccordion topics={topic.children} open={open} onToggle={onToggle} nested />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** Help topics as an accordion (spec 2 §2 content mode): title, rich-text body and the children inside. */
export function TopicAccordion({ topics, open, onToggle, nested = false }: AccordionProps) {
  return (
    <ul className={cn('divide-y divide-border', nested ? 'rounded-control border border-border bg-surface-2/40' : '')}>
      {topics.map((topic) => (
        <TopicItem key={topic.tag} topic={topic} open={open} onToggle={onToggle} nested={nested} />
      ))}
    </ul>
  );
}
