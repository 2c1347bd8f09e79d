/** A decorative one-path line icon in the text's colour (aria-hidden: the text beside it carries the meaning). */
export function StrokeIcon({ d, size, strokeWidth }: { d: string; size: number; strokeWidth: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" d={d} />
    </svg>
  );
}
