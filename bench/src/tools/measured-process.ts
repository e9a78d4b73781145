import { spawnSync } from "node:child_process";

/** What one child process used, as the kernel counted it (`wait4`'s rusage), not as it says itself. */
export interface ProcessUsage {
  /** Everything the child wrote to standard output. */
  readonly stdout: string;
  /** Everything it wrote to standard error, with `captureStderr` (else it went to ours, and this is ""). */
  readonly stderr: string;
  /** User + system CPU time of the child, in milliseconds. */
  readonly cpuMs: number;
  /** Peak resident set size of the child, in MiB. */
  readonly peakRssMb: number;
}

// Node gives no rusage for a child, so a few lines of Python run the command and report the child's
// own rusage from os.wait4 (Python is on every machine this bench runs on). The report goes to fd 3
// so that the child's stdout reaches us untouched.
const WAIT4 = `
import json, os, subprocess, sys
p = subprocess.Popen(sys.argv[1:], stdout=sys.stdout, stderr=sys.stderr)
_, status, ru = os.wait4(p.pid, 0)
code = os.waitstatus_to_exitcode(status)
os.write(3, json.dumps({"code": code, "cpu": ru.ru_utime + ru.ru_stime, "maxrss": ru.ru_maxrss}).encode())
sys.exit(0)
`;

/**
 * Runs `command args` to completion and returns its stdout with its own CPU time and peak RSS, as the
 * kernel measured them. This is the clock to put beside a C++ peer's `clock()` (CPU time) and the
 * memory figure to put beside our own `process.resourceUsage().maxRSS`.
 *
 * @param options - `captureStderr`: keep the child's standard error (returned, and quoted in the
 *   error when it fails) instead of passing it through
 * @throws Error when the command exits with a non-zero code (its stderr is passed through, or quoted).
 */
export function runMeasured(
  command: string,
  args: readonly string[],
  options: { readonly captureStderr?: boolean } = {},
): ProcessUsage {
  const run = spawnSync("python3", ["-c", WAIT4, command, ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", options.captureStderr ? "pipe" : "inherit", "pipe"],
    maxBuffer: 1 << 26,
  });
  if (run.error) throw new Error(`could not run ${command} through python3: ${run.error.message}`);
  const report = JSON.parse(String(run.output[3] ?? "")) as { code: number; cpu: number; maxrss: number };
  const stderr = options.captureStderr ? String(run.stderr) : "";
  if (report.code !== 0) {
    const why = stderr.trim() === "" ? "" : `: ${stderr.trim()}`;
    throw new Error(`${command} ${args.join(" ")} exited with code ${report.code}${why}`);
  }
  return {
    stdout: String(run.stdout),
    stderr,
    cpuMs: report.cpu * 1000,
    // Linux reports ru_maxrss in KiB.
    peakRssMb: Math.round(report.maxrss / 1024),
  };
}
