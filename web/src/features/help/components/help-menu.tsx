import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HelpTopic } from '@lotto/contract';
import { Icon } from '../../../components/ui/icons';

/** Menu mode (spec 2 §2): every topic as a link to /help#tag. */
export function HelpMenu({ topics }: { topics: HelpTopic[] }) {
  const { t } = useTranslation('help');
  return (
    <nav aria-label={t('menu.label')}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {topics.map((topic) => (
          <li key={topic.tag} className="min-w-0">
            <Link
              to={`/help#${topic.tag}`}
              data-testid="help-menu-link"
              className="group flex min-h-16 min-w-0 items-center gap-3 rounded-card border border-border bg-surface px-4 py-3 transition hover:border-accent"
            >
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full bg-accent/12 text-accent"
                style={topic.bgColor ? { backgroundColor: topic.bgColor, color: '#fff' } : undefined}
              >
                <Icon name="help" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold break-words group-hover:text-accent">{topic.title}</span>
                {topic.children.length > 0 ? (
                  <span className="block text-xs text-muted">{t('menu.questions', { count: topic.children.length })}</span>
                ) : null}
              </span>
              <Icon name="chevronRight" className="size-4 shrink-0 text-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
