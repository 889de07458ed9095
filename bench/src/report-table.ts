export interface SizeResult {
  lines: number;
  /** Lines and daily-balance rows of the company the reports run for. */
  companyLines: number;
  balanceRows: number;
  generateMs: number;
  trialBalanceMs: number;
  profitAndLossMs: number;
}

export interface DatabaseResult {
  label: string;
  small: SizeResult;
  large: SizeResult;
}

const count = (n: number) => n.toLocaleString('en-US');
const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(1)} s` : `${n.toFixed(1)} ms`);
const ratio = (large: number, small: number) => `${(large / small).toFixed(2)}x`;

export function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length))) ?? [];
  const line = (r: string[]) => `| ${r.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  const [head, ...body] = rows;
  return [line(head ?? []), rule, ...body.map(line)].join('\n');
}

/** A Markdown table: per database and size, generation time, report medians, and the large/small ratio. */
export function resultsTable(results: readonly DatabaseResult[]): string {
  const rows = [
    ['database', 'journal lines', 'company lines', 'balance rows', 'generate', 'trial balance', 'P&L'],
  ];
  for (const r of results) {
    for (const s of [r.small, r.large]) {
      const cells = [r.label, count(s.lines), count(s.companyLines), count(s.balanceRows), ms(s.generateMs)];
      rows.push([...cells, ms(s.trialBalanceMs), ms(s.profitAndLossMs)]);
    }
    const tb = ratio(r.large.trialBalanceMs, r.small.trialBalanceMs);
    const pl = ratio(r.large.profitAndLossMs, r.small.profitAndLossMs);
    rows.push([r.label, 'ratio large/small', '', '', '', tb, pl]);
  }
  return table(rows);
}
