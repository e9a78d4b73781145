import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tar } from "../../test-support/download-server.js";
import { safeMemberPath, tarMembers } from "./tar-archive.js";

const segment = fc.stringMatching(/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,11}$/).filter((s) => s !== "..");
const member = fc.record({
  path: fc.array(segment, { minLength: 1, maxLength: 3 }).map((p) => p.join("/")),
  data: fc.uint8Array({ maxLength: 1500 }),
});

describe("tarMembers", () => {
  it("reads back every file of an archive, in order, with its bytes", () => {
    fc.assert(
      fc.property(fc.array(member, { maxLength: 6 }), (files) => {
        const read = [...tarMembers(tar(files), "t.tar")];
        expect(read.map((m) => [m.path, m.type, [...m.data]])).toEqual(
          files.map((f) => [f.path, "file", [...f.data]]),
        );
      }),
      { numRuns: 60 },
    );
  });

  it("refuses a header whose checksum fails, and a member that runs past the end", () => {
    const good = tar([{ path: "a.txt", data: new Uint8Array(600) }]);
    const flipped = good.slice();
    flipped[0] = flipped[0]! ^ 1;
    expect(() => [...tarMembers(flipped, "t.tar")]).toThrow(/bad header checksum at byte 0/);
    expect(() => [...tarMembers(good.subarray(0, 700), "t.tar")]).toThrow(/runs past the end/);
  });
});

describe("safeMemberPath", () => {
  it("keeps relative paths and refuses any path that could leave the folder", () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.nat(4), (parts, at) => {
        expect(safeMemberPath(parts.join("/"), "a.tar")).toEqual(parts);
        const escaping = [...parts];
        escaping.splice(Math.min(at, parts.length), 0, "..");
        expect(() => safeMemberPath(escaping.join("/"), "a.tar")).toThrow(/outside its folder/);
        expect(() => safeMemberPath(`/${parts.join("/")}`, "a.tar")).toThrow(/outside its folder/);
      }),
      { numRuns: 100 },
    );
    expect(() => safeMemberPath("C:\\windows\\x", "a.tar")).toThrow(/outside its folder/);
    expect(() => safeMemberPath("a\\..\\b", "a.tar")).toThrow(/outside its folder/);
  });
});
