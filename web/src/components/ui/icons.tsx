import type { SVGProps } from 'react';

/** Stroke icons drawn for the shell (no icon font or outside host). Decorative unless labelled. */
const PATHS = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  globe: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M3.6 9h16.8M3.6 15h16.8M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3',
  chevronDown: 'M6 9l6 6l6-6',
  chevronRight: 'M9 6l6 6l-6 6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  home: 'M4 11l8-7l8 7M6 9.5V20h4.5v-5.5h3V20H18V9.5',
  lottery: 'M7 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8M17 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8M10 13a4 4 0 1 0 0 8a4 4 0 1 0 0-8',
  live: 'M12 3l2.2 4.6l5 .7l-3.6 3.5l.9 5L12 14.4L7.5 16.8l.9-5L4.8 8.3l5-.7Z M6 21h12',
  slot: 'M4 5h16v14H4zM9.3 5v14M14.7 5v14M5.8 10.5h2M11 10.5h2M16.2 10.5h2M5.8 13.5h2M11 13.5h2M16.2 13.5h2',
  fish: 'M3 12c3-4.5 8-6 12.5-4c1.6.7 3 2 4 4c-1 2-2.4 3.3-4 4C11 18 6 16.5 3 12Zm0 0l-1-3m1 3l-1 3M15.5 11.2v.1',
  cards: 'M8 3h9a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2ZM12.5 8.5c1.5-1.6 3.5.2 1.8 2L12.5 12.2l-1.8-1.7c-1.7-1.8.3-3.6 1.8-2ZM3.5 7.5V19a2 2 0 0 0 2 2H14',
  sports: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7.5l3.6 2.6l-1.4 4.2H9.8L8.4 10.1ZM12 3v4.5M15.6 10.1l4.8-1.5M14.2 14.3l2.9 4.1M9.8 14.3l-2.9 4.1M8.4 10.1L3.6 8.6',
  esports: 'M7 8h10a4 4 0 0 1 3.9 4.9l-.9 4A2.6 2.6 0 0 1 15.6 18L14 16h-4l-1.6 2A2.6 2.6 0 0 1 4 16.9l-.9-4A4 4 0 0 1 7 8ZM8 11v3M6.5 12.5h3M15 11.5v.01M17 13.5v.01',
  gift: 'M4 9h16v4H4zM5.5 13v8h13v-8M12 9v12M12 9C10 5 6.5 5.5 7.5 8c.4 1 2.5 1 4.5 1Zm0 0c2-4 5.5-3.5 4.5-1c-.4 1-2.5 1-4.5 1Z',
  download: 'M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5ZM12 7v7M9.5 11.5L12 14l2.5-2.5M10.5 18h3',
  headset: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1Zm16 0h-3v5h2a1 1 0 0 0 1-1ZM20 18.5c0 1.5-2 2.5-5 2.5h-2',
  help: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M9.5 9.3a2.6 2.6 0 0 1 5 .9c0 1.8-2.5 2.2-2.5 3.8M12 17v.01',
  gauge: 'M4.2 17a9 9 0 1 1 15.6 0M12 14l4-5M12 14a1.6 1.6 0 1 0 0 .01',
  arrowUp: 'M12 19V5M5.5 11.5L12 5l6.5 6.5',
  bell: 'M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15ZM10 20.5a2.2 2.2 0 0 0 4 0',
  wallet: 'M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3M4 7.5V17a2 2 0 0 0 2 2h14V8H6.5A2.5 2.5 0 0 1 4 7.5ZM16 13.5h.01',
  user: 'M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8M4.5 20.5c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5',
  chat: 'M5 5h14a1.5 1.5 0 0 1 1.5 1.5v9A1.5 1.5 0 0 1 19 17h-8l-4.5 3.5V17H5a1.5 1.5 0 0 1-1.5-1.5v-9A1.5 1.5 0 0 1 5 5ZM8 11h.01M12 11h.01M16 11h.01',
  crown: 'M3.5 8l4.2 3.5L12 5l4.3 6.5L20.5 8l-1.8 10H5.3ZM5.5 21h13',
  star: 'M12 3.5l2.6 5.4l5.9.8l-4.3 4.1l1 5.8L12 16.8l-5.2 2.8l1-5.8l-4.3-4.1l5.9-.8Z',
  wrench: 'M14.5 5.5a4.5 4.5 0 0 0 5.6 5.6l-9.6 9.6a2.1 2.1 0 0 1-3-3l9.6-9.6a4.5 4.5 0 0 1-2.6-2.6Zm0 0l2-2',
  shield: 'M12 3l7.5 3v5.5c0 4.6-3.2 8.2-7.5 9.5c-4.3-1.3-7.5-4.9-7.5-9.5V6ZM9.5 9.5l5 5M14.5 9.5l-5 5',
  megaphone: 'M4 10v4h3l8 4.5v-13L7 10ZM18 9.5a3.5 3.5 0 0 1 0 5M7 14l1.5 5.5h2.5L10 14.7',
  sparkles: 'M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8ZM18.5 15l.9 2.1l2.1.9l-2.1.9l-.9 2.1l-.9-2.1l-2.1-.9l2.1-.9Z',
  info: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 11v6M12 7.5v.01',
  alert: 'M12 4l9 16H3ZM12 10v4.5M12 17.5v.01',
  checkCircle: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M8 12.3l2.8 2.7L16.2 9.5',
  xCircle: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M9 9l6 6M15 9l-6 6',
  refresh: 'M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 4.5v4h-4',
  login: 'M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 8l4 4l-4 4M14 12H3',
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7v5l3.5 2',
  copy: 'M9 9h10.5v11.5H9zM15 9V4.5H4.5V16H9',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className, ...rest }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ?? 'size-5'}
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
