/**
 * What a long fit tells the person waiting, besides its rounds: notes (an option it cut, for
 * example) and where it is inside a round or a member (`member 3/10: subset 120/470 LSI`). The
 * CLI prints notes on standard error at once and steps through its progress display (a bar's
 * detail on a terminal, a line every `--log-every` seconds elsewhere).
 */
export interface TrainingSteps {
  /** A sentence for the person running the command, printed once. */
  note(line: string): void;
  /** Where the fit is now, shown as the progress display's detail. */
  step(detail: string): void;
}
