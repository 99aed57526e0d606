/**
 * A workflow's states as ONE table: each status and the statuses it may move to, and the statuses a new row may
 * start in. Every change of status goes through `assert` (the state table's `move` calls it); anything else is
 * a bug and throws. ARCHITECTURE.md prints each workflow's table between `<!-- <name>-transitions:start -->`
 * and `<!-- <name>-transitions:end -->`, and a unit test reads it back with `documentedTransitions`.
 */
export interface StateMachine<S extends string> {
  /** What moves through these states, for error messages: 'order', 'fund request'. */
  readonly name: string;
  readonly transitions: Readonly<Record<S, readonly S[]>>;
  /** The statuses a new row may be created in. */
  readonly initial: readonly S[];
  /** Whether a row may move from `from` (null: a new row) to `to`. */
  allows(from: S | null, to: S): boolean;
  /** Throws IllegalTransitionError unless the table allows the move. */
  assert(from: S | null, to: S): void;
  /** A status nothing leaves. */
  isFinal(status: S): boolean;
}

export class IllegalTransitionError extends Error {
  override name = 'IllegalTransitionError';
  constructor(
    readonly machine: string,
    readonly from: string | null,
    readonly to: string,
  ) {
    super(`${machine}: no transition from ${from ?? '(new)'} to ${to}`);
  }
}

export function defineStateMachine<S extends string>(
  name: string,
  table: { initial: readonly S[]; transitions: Readonly<Record<S, readonly S[]>> },
): StateMachine<S> {
  const { initial, transitions } = table;
  const allows = (from: S | null, to: S) =>
    from === null ? initial.includes(to) : (transitions[from]?.includes(to) ?? false);
  return {
    name,
    transitions,
    initial,
    allows,
    assert(from, to) {
      if (!allows(from, to)) throw new IllegalTransitionError(name, from, to);
    },
    isFinal: (status) => transitions[status].length === 0,
  };
}

/**
 * The transition table a Markdown document prints between `<!-- <marker>-transitions:start -->` and
 * `<!-- <marker>-transitions:end -->`, as rows `| FROM | TO, TO |` (`(final)` for none), read back into the
 * code's shape so a test can compare the two.
 */
export function documentedTransitions(markdown: string, marker: string): Record<string, string[]> {
  const start = `<!-- ${marker}-transitions:start -->`;
  const end = `<!-- ${marker}-transitions:end -->`;
  const from = markdown.indexOf(start);
  const to = markdown.indexOf(end, from);
  if (from < 0 || to < 0) return {};
  const block = markdown.slice(from + start.length, to);
  const rows = [...block.matchAll(/^\| ([A-Z_]+) +\| (.+?) +\|$/gm)];
  return Object.fromEntries(
    rows.map(([, status, next]) => [status!, next === '(final)' ? [] : next!.split(', ')]),
  );
}
