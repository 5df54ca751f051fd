import type { HelpTopic } from '@lotto/contract';
import type { HelpTopicRow } from '../../db/schema/index.js';

/**
 * Rows to the help tree (spec 2 §3 "Help topic"): roots in their order, each with its children in
 * theirs. A child whose parent is not among the rows (hidden) is not shown either.
 */
export function presentHelpTree(rows: HelpTopicRow[]): HelpTopic[] {
  const byParent = new Map<number | null, HelpTopicRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentId) ?? [];
    siblings.push(row);
    byParent.set(row.parentId, siblings);
  }
  const present = (row: HelpTopicRow): HelpTopic => ({
    tag: row.tag,
    title: row.title,
    content: row.content,
    bgColor: row.bgColor,
    lang: row.lang,
    display: row.display,
    children: (byParent.get(row.id) ?? []).map(present),
  });
  return (byParent.get(null) ?? []).map(present);
}
