import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

/** What a test server answers for a path; `undefined` is a 404. */
export type Route = (req: IncomingMessage, res: ServerResponse) => void;

/** A local HTTP server on 127.0.0.1 (port 0), with the requests it saw. */
export interface TestServer {
  readonly url: string;
  readonly requests: { path: string; range: string | undefined }[];
  close(): Promise<void>;
}

/** Starts a server on a loopback port that answers `routes` by path, and 404 for others. */
export async function startServer(routes: Record<string, Route>): Promise<TestServer> {
  const requests: TestServer["requests"] = [];
  const server: Server = createServer((req, res) => {
    const path = req.url ?? "/";
    requests.push({ path, range: req.headers.range });
    const route = routes[path];
    if (route === undefined) {
      res.writeHead(404, "Not Found").end("no such file");
      return;
    }
    route(req, res);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolvePromise) => {
        server.closeAllConnections();
        server.close(() => resolvePromise());
      }),
  };
}

/** A route that serves `body`, honouring `Range: bytes=N-` with a 206. */
export function serve(body: Uint8Array): Route {
  return (req, res) => {
    const range = /^bytes=(\d+)-$/.exec(req.headers.range ?? "");
    const from = range === null ? 0 : Number(range[1]);
    if (from > body.length) {
      res.writeHead(416).end();
      return;
    }
    const headers: Record<string, string> = { "content-length": String(body.length - from) };
    if (range !== null) headers["content-range"] = `bytes ${from}-${body.length - 1}/${body.length}`;
    res.writeHead(range === null ? 200 : 206, headers);
    res.end(body.subarray(from));
  };
}

/** A route that, the first `cuts` times, sends the headers and `keep` bytes, then drops the connection. */
export function cutAfter(body: Uint8Array, keep: number, cuts = 1): Route {
  let left = cuts;
  const whole = serve(body);
  return (req, res) => {
    if (left-- <= 0) {
      whole(req, res);
      return;
    }
    res.writeHead(200, { "content-length": String(body.length) });
    res.write(body.subarray(0, keep), () => setTimeout(() => res.socket?.destroy(), 10));
  };
}

/** A route that redirects to `to`. */
export function redirect(to: string): Route {
  return (_req, res) => {
    res.writeHead(302, { location: to }).end();
  };
}

/** An octal field of `width` bytes (digits, then a NUL). */
function octalField(n: number, width: number): string {
  return `${n.toString(8).padStart(width - 1, "0")}\0`;
}

/** A ustar archive of regular files (`path` up to 100 bytes), gzipped: what a test serves as a `.tar.gz`. */
export function tarGz(files: readonly { path: string; data: Uint8Array }[]): Uint8Array {
  return gzipSync(tar(files));
}

/** A ustar archive of regular files, uncompressed. */
export function tar(files: readonly { path: string; data: Uint8Array }[]): Uint8Array {
  const blocks: Uint8Array[] = [];
  for (const f of files) {
    const header = new Uint8Array(512);
    const put = (s: string, at: number) => header.set(new TextEncoder().encode(s), at);
    put(f.path, 0);
    put(octalField(0o644, 8), 100);
    put(octalField(0, 8), 108);
    put(octalField(0, 8), 116);
    put(octalField(f.data.length, 12), 124);
    put(octalField(0, 12), 136);
    put("        ", 148);
    put("0", 156);
    put("ustar\u000000", 257);
    let sum = 0;
    for (const b of header) sum += b;
    put(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
    blocks.push(header, f.data, new Uint8Array((512 - (f.data.length % 512)) % 512));
  }
  blocks.push(new Uint8Array(1024));
  const out = new Uint8Array(blocks.reduce((n, b) => n + b.length, 0));
  let at = 0;
  for (const b of blocks) {
    out.set(b, at);
    at += b.length;
  }
  return out;
}
