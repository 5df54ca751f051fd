import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-funnel';
import { currentLanguage } from '../../../lib/i18n';
import { useHelpCenter } from '../api/get-help-center';
import { findTopic } from './help-topics';
import { RichText } from '../../../components/ui/rich-text';

/**
 * One help topic alone, e.g. the deposit topic in a deposit flow's popup (spec 2 §2: "a popup from
 * a deposit flow shows only the deposit topic"). The route or dialog that shows it loads the `help`
 * namespace (loadNamespaces) as the help routes do.
 */
export function HelpTopicPanel({ tag }: { tag: string }) {
  const { t } = useTranslation('help');
  const help = useHelpCenter(currentLanguage());
  if (help.isError) {
    return (
      <p role="alert" className="text-sm">
        {isApiError(help.error) ? errorMessage(help.error) : t('loadFailed')}
      </p>
    );
  }
  if (!help.data) return <Skeleton className="h-32 w-full rounded-card" />;
  const topic = findTopic(help.data, tag);
  if (!topic) return <p className="text-sm text-muted">{t('notFound')}</p>;
  return (
    <article aria-label={topic.title} data-testid="help-topic-panel" className="grid gap-3">
      <h2 className="text-lg font-bold">{topic.title}</h2>
      <RichText data-testid="help-topic-body" className="gap-3" html={topic.content} />
    </article>
  );
}
