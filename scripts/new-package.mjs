#!/usr/bin/env node
// Scaffold a workspace package with the house shape:
//   node scripts/new-package.mjs <dir-name> "<one-line description>" [--app] [--node]
// Writes package.json, tsconfig.json, tsconfig.build.json, vitest.config.ts, LICENSE, README.md
// and src/index.ts, and refuses to overwrite an existing package.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { BASE_KEYWORDS, publishingFields } from "./release/publishing-fields.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const [name, description, ...flags] = process.argv.slice(2);
if (!name || !description) {
  console.error('usage: node scripts/new-package.mjs <dir-name> "<description>" [--app] [--node]');
  process.exit(2);
}
const isApp = flags.includes("--app");
const dir = join(root, isApp ? "apps" : "packages", name);
if (existsSync(join(dir, "package.json"))) {
  console.error(`refusing to overwrite ${dir}/package.json`);
  process.exit(1);
}
mkdirSync(join(dir, "src"), { recursive: true });
const pkgName = `@textboost/${name}`;
const relDir = `${isApp ? "apps" : "packages"}/${name}`;
const pkg = {
  name: pkgName,
  version: "0.0.0",
  description,
  license: "MIT",
  ...publishingFields(relDir),
  type: "module",
  sideEffects: false,
  ...(isApp ? { private: true } : {}),
  exports: {
    ".": { "@textboost/source": "./src/index.ts", types: "./dist/index.d.ts", default: "./dist/index.js" },
    "./package.json": "./package.json",
  },
  main: "./dist/index.js",
  types: "./dist/index.d.ts",
  files: ["dist"],
  engines: { node: ">=20.19" },
  scripts: {
    build: "tsc -p tsconfig.build.json",
    typecheck: "tsc -p tsconfig.json --noEmit",
    test: "vitest run",
    lint: "biome check .",
  },
  ...(isApp ? {} : { publishConfig: { access: "public" } }),
  keywords: BASE_KEYWORDS,
  dependencies: name === "core" ? {} : { "@textboost/core": "workspace:^" },
};
writeFileSync(join(dir, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
writeFileSync(
  join(dir, "tsconfig.json"),
  `${JSON.stringify(
    {
      extends: "../../tsconfig.base.json",
      compilerOptions: { types: ["node"], noEmit: true },
      include: ["src", "test"],
    },
    null,
    2,
  )}\n`,
);
writeFileSync(
  join(dir, "tsconfig.build.json"),
  `${JSON.stringify(
    {
      extends: "./tsconfig.json",
      compilerOptions: {
        noEmit: false,
        customConditions: [],
        types: flags.includes("--node") || isApp ? ["node"] : [],
        rootDir: "src",
        outDir: "dist",
        sourceMap: false,
        declarationMap: false,
      },
      include: ["src"],
      exclude: ["src/**/*.test.ts", "src/**/*.bench.ts", "src/test-support/**"],
    },
    null,
    2,
  )}\n`,
);
writeFileSync(
  join(dir, "vitest.config.ts"),
  `import { sharedConfig } from "../../vitest.shared.ts";\n\nexport default sharedConfig;\n`,
);
writeFileSync(join(dir, "LICENSE"), readFileSync(join(root, "LICENSE"), "utf8"));
if (!existsSync(join(dir, "README.md"))) {
  writeFileSync(
    join(dir, "README.md"),
    `# ${pkgName}\n\n${description}\n\n## When to use it\n\n## Install\n\n\`\`\`sh\nnpm install ${pkgName}\n\`\`\`\n\n## Use\n\n## API\n\n## References\n`,
  );
}
if (!existsSync(join(dir, "src/index.ts"))) writeFileSync(join(dir, "src/index.ts"), "export {};\n");
// Format what was written the way the lint step expects.
execFileSync(join(root, "node_modules/.bin/biome"), ["format", "--write", dir], { stdio: "ignore" });
console.log(`created ${dir}`);
