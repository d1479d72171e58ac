/** Percentile of `values` (nearest rank); NaN for an empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export interface Row {
  figure: string;
  value: string;
  target: string;
}

export const fixed = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

/** `p50 / p95` of `values`, for a row that shows both. */
export const p50p95 = (values: readonly number[], digits = 1) =>
  `${fixed(percentile(values, 50), digits)} / ${fixed(percentile(values, 95), digits)}`;

/** A plain-text table: the bench is a report, read by people. */
export function table(rows: readonly Row[]): string {
  const widths = [0, 1, 2].map((column) =>
    Math.max(
      ...[['figure', 'value', 'target'], ...rows.map((row) => [row.figure, row.value, row.target])].map(
        (cells) => cells[column]!.length,
      ),
    ),
  );
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  return [
    line(['figure', 'value', 'target']),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map((row) => line([row.figure, row.value, row.target])),
  ].join('\n');
}
