import { createWriteStream } from "node:fs";
import { TextboostError } from "@textboost/core";

/**
 * Writes lines (each followed by `\n`) to a file through a stream, waiting on back-pressure so
 * memory stays bounded. Overwrites an existing file. An error thrown by `lines` itself (for example
 * a writer rejecting a label name) propagates unchanged after the stream is closed.
 *
 * @throws TextboostError `E_IO` naming the file when it cannot be written
 */
export async function writeLines(
  path: string,
  lines: Iterable<string> | AsyncIterable<string>,
): Promise<void> {
  const out = createWriteStream(path, { encoding: "utf8" });
  let streamError: unknown;
  out.on("error", (e) => {
    streamError ??= e;
  });
  const settle = async (event: "drain" | "finish"): Promise<void> => {
    if (streamError !== undefined) return;
    await new Promise<void>((resolve) => {
      const done = (): void => {
        out.off(event, done);
        out.off("error", done);
        out.off("close", done);
        resolve();
      };
      out.on(event, done);
      out.on("error", done);
      out.on("close", done);
    });
  };
  try {
    for await (const line of lines) {
      if (streamError !== undefined) break;
      if (!out.write(`${line}\n`)) await settle("drain");
    }
  } catch (e) {
    out.destroy();
    throw e;
  }
  if (streamError === undefined) {
    out.end();
    await settle("finish");
  }
  if (streamError !== undefined) {
    out.destroy();
    const reason =
      typeof streamError === "object" && streamError !== null && "code" in streamError
        ? String((streamError as { code: unknown }).code)
        : String(streamError);
    throw new TextboostError(
      "E_IO",
      `cannot write the file (${reason})`,
      { file: path },
      { cause: streamError },
    );
  }
}
