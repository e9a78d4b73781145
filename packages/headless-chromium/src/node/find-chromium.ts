import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

/**
 * The chromium binary the browser tests use: `TEXTBOOST_CHROMIUM` when set, else the first
 * `chromium` (Debian's package) or `chromium-browser` on the PATH. Never a browser of
 * playwright's own: those are downloads, which this project does not make.
 *
 * @returns the executable's path, or `undefined` when there is none (the tests then skip, saying so)
 * @example
 * ```ts
 * const chromium = findChromium(); // "/usr/bin/chromium"
 * ```
 */
export function findChromium(): string | undefined {
  const explicit = process.env.TEXTBOOST_CHROMIUM;
  if (explicit !== undefined && explicit !== "") return executable(explicit) ? explicit : undefined;
  for (const dir of (process.env.PATH ?? "/usr/bin").split(delimiter)) {
    for (const name of ["chromium", "chromium-browser"]) {
      const candidate = join(dir, name);
      if (executable(candidate)) return candidate;
    }
  }
  return undefined;
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
