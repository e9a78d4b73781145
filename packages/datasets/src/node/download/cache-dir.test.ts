import { homedir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { dataCacheDir } from "./cache-dir.js";

describe("dataCacheDir", () => {
  it("takes --cache, then $TEXTBOOST_DATA, then $XDG_CACHE_HOME, then ~/.cache", () => {
    const env = { TEXTBOOST_DATA: "/from/env", XDG_CACHE_HOME: "/xdg" };
    expect(dataCacheDir("rel/dir", env)).toBe(resolve("rel/dir"));
    expect(dataCacheDir(undefined, env)).toBe("/from/env");
    expect(dataCacheDir(undefined, { XDG_CACHE_HOME: "/xdg" })).toBe("/xdg/textboost/datasets");
    expect(dataCacheDir(undefined, { TEXTBOOST_DATA: "", XDG_CACHE_HOME: "" })).toBe(
      join(homedir(), ".cache", "textboost", "datasets"),
    );
  });
});
