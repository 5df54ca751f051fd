import { cn } from '../../../components/ui/cn';

const BALL_TONES = [
  'from-[#ffd36b] to-[#f08a12] text-[#3b1d00]',
  'from-[#ff8a8a] to-[#d8283b] text-white',
  'from-[#7cc4ff] to-[#2f6fe0] text-white',
  'from-[#7df0b8] to-[#15a163] text-[#002414]',
  'from-[#d3a6ff] to-[#7a3ee0] text-white',
];

const SIZES = {
  sm: 'size-7 text-[13px]',
  md: 'size-9 text-base sm:size-10 sm:text-lg',
  lg: 'size-11 text-lg sm:size-12 sm:text-xl',
} as const;

/** Lottery balls: glossy, one tone per position, with the whole set as one accessible list. */
export function NumberBalls({
  numbers,
  label,
  size = 'md',
  className,
  testId,
}: {
  numbers: readonly string[];
  label: string;
  size?: keyof typeof SIZES;
  className?: string;
  testId?: string;
}) {
  return (
    <ol aria-label={label} data-testid={testId} className={cn('flex flex-wrap items-center gap-1.5 sm:gap-2', className)}>
      {numbers.map((n, i) => (
        <li
          key={`${i}-${n}`}
          className={cn(
            'relative grid shrink-0 place-items-center rounded-full bg-gradient-to-br font-extrabold tabular-nums shadow-[inset_0_-3px_6px_rgba(0,0,0,0.25),0_4px_10px_-4px_rgba(0,0,0,0.6)]',
            BALL_TONES[i % BALL_TONES.length],
            SIZES[size],
          )}
        >
          <span aria-hidden="true" className="absolute top-[14%] left-[22%] h-[22%] w-[34%] rounded-full bg-white/45 blur-[1px]" />
          <span className="relative">{n}</span>
        </li>
      ))}
    </ol>
  );
}
