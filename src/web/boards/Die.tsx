/** A die drawn in SVG; it tumbles briefly when `rolling` changes to a new roll. */
const PIPS: Record<number, Array<[number, number]>> = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[28, 28], [50, 50], [72, 72]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[28, 28], [72, 28], [50, 50], [28, 72], [72, 72]],
  6: [[28, 26], [72, 26], [28, 50], [72, 50], [28, 74], [72, 74]],
};

export function Die({ value, rollKey, label }: { value: number; rollKey?: string | number; label?: string }) {
  return (
    <svg key={rollKey} className="die rolling" viewBox="0 0 100 100" width="44" height="44" role="img" aria-label={label ?? `Die showing ${value}`}>
      <rect x="4" y="4" width="92" height="92" rx="18" fill="#fffdf6" stroke="#3b3b3b" strokeWidth="4" />
      {(PIPS[value] ?? []).map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r="9" fill="#3b3b3b" />
      ))}
    </svg>
  );
}
