import { TextboostError } from "@textboost/core";

/** One member of a tar archive. */
export interface TarMember {
  /** Its path inside the archive, as stored (checked by {@link safeMemberPath} before use). */
  readonly path: string;
  /** `"file"` for a regular file, `"directory"`, or `"other"` (links, devices, ...). */
  readonly type: "file" | "directory" | "other";
  /** A regular file's bytes (a view into the archive). */
  readonly data: Uint8Array;
}

const BLOCK = 512;

/** A NUL-terminated field of a header, as text. */
function text(header: Uint8Array, from: number, length: number): string {
  const field = header.subarray(from, from + length);
  const end = field.indexOf(0);
  return new TextDecoder().decode(end < 0 ? field : field.subarray(0, end));
}

/** An octal number field of a header (spaces and NULs around it allowed). */
function octal(header: Uint8Array, from: number, length: number, archive: string, at: number): number {
  const digits = text(header, from, length).trim();
  if (!/^[0-7]*$/.test(digits)) {
    throw new TextboostError("E_INPUT_FORMAT", `not a tar archive: bad number field at byte ${at + from}`, {
      file: archive,
    });
  }
  return digits === "" ? 0 : Number.parseInt(digits, 8);
}

/** Whether a header's checksum (the sum of its bytes, the checksum field read as spaces) holds. */
function checksumHolds(header: Uint8Array, archive: string, at: number): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
  return sum === octal(header, 148, 8, archive, at);
}

/** The `path` record of a pax extended header, if any. */
function paxPath(data: Uint8Array): string | undefined {
  const records = new TextDecoder().decode(data);
  const match = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(records);
  return match?.[1];
}

/**
 * The members of an uncompressed tar archive (POSIX ustar, with GNU long names and pax `path`
 * records), in order. Only reads: where a member may be written is {@link safeMemberPath}'s job.
 *
 * @param bytes - the archive (gunzipped)
 * @param archive - its name, for errors
 * @throws TextboostError `E_INPUT_FORMAT` for a header whose checksum fails, a bad number field or a
 *   member that runs past the end
 */
export function* tarMembers(bytes: Uint8Array, archive: string): Generator<TarMember> {
  let at = 0;
  let longName: string | undefined;
  while (at + BLOCK <= bytes.length) {
    const header = bytes.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) return; // the end-of-archive blocks
    if (!checksumHolds(header, archive, at)) {
      throw new TextboostError("E_INPUT_FORMAT", `not a tar archive: bad header checksum at byte ${at}`, {
        file: archive,
      });
    }
    const size = octal(header, 124, 12, archive, at);
    const flag = String.fromCharCode(header[156]!);
    const start = at + BLOCK;
    if (start + size > bytes.length) {
      throw new TextboostError(
        "E_INPUT_FORMAT",
        `tar member at byte ${at} runs past the end of the archive`,
        {
          file: archive,
        },
      );
    }
    const data = bytes.subarray(start, start + size);
    at = start + Math.ceil(size / BLOCK) * BLOCK;
    if (flag === "L") {
      longName = text(data, 0, data.length);
      continue;
    }
    if (flag === "x") {
      longName = paxPath(data) ?? longName;
      continue;
    }
    if (flag === "g") continue;
    const prefix = text(header, 345, 155);
    const stored = text(header, 0, 100);
    const path = longName ?? (prefix === "" ? stored : `${prefix}/${stored}`);
    longName = undefined;
    const type =
      flag === "0" || flag === "\0" || flag === "7" ? "file" : flag === "5" ? "directory" : "other";
    yield { path, type, data };
  }
}

/**
 * The parts of an archive member's path, refusing one that could land outside the folder it is
 * unpacked into: an absolute path (`/etc/x`, `C:\x`), a `..` part, a backslash or a NUL.
 *
 * @throws TextboostError `E_INPUT_FORMAT` naming the member
 */
export function safeMemberPath(path: string, archive: string): string[] {
  const parts = path.split("/").filter((p) => p !== "" && p !== ".");
  if (
    path.startsWith("/") ||
    /^[A-Za-z]:/.test(path) ||
    path.includes("\\") ||
    path.includes("\0") ||
    parts.includes("..")
  ) {
    throw new TextboostError(
      "E_INPUT_FORMAT",
      `the archive has a member "${path}" that would be written outside its folder; nothing was unpacked`,
      { file: archive },
    );
  }
  return parts;
}
