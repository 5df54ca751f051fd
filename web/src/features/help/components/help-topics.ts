import type { HelpTopic } from '@lotto/contract';

/** The topic a URL hash names (`#terms` -> `terms`), or null for none. */
export function tagOfHash(hash: string): string | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The tags from the root down to the topic with `tag` (parents first), or [] when no topic has it. */
export function pathToTopic(topics: HelpTopic[], tag: string): string[] {
  for (const topic of topics) {
    if (topic.tag === tag) return [tag];
    const below = pathToTopic(topic.children, tag);
    if (below.length) return [topic.tag, ...below];
  }
  return [];
}

/** The element id of a topic, so the hash can scroll to it. */
export const topicElementId = (tag: string) => `help-topic-${tag}`;

/** Plain text of a topic and its children, for the help search. */
export function topicText(topic: HelpTopic): string {
  const own = `${topic.title} ${topic.content.replace(/<[^>]*>/g, ' ')}`;
  return [own, ...topic.children.map(topicText)].join(' ').toLowerCase();
}

/** The topic with `tag`, at any depth. */
export function findTopic(topics: HelpTopic[], tag: string): HelpTopic | undefined {
  for (const topic of topics) {
    if (topic.tag === tag) return topic;
    const below = findTopic(topic.children, tag);
    if (below) return below;
  }
  return undefined;
}
