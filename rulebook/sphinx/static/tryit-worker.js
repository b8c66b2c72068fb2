/* Try it's engine, in a Web Worker of the page (a module worker): Pyodide and the rulebook's
 * packages load and run here, so the page itself never stops while they do.
 *
 * The page sends {type: "load", base, games} once, then {type: "answer", id, text, name,
 * language, game} or {type: "games", id}; the worker says {type: "progress", done, total}
 * (bytes of the book's files so far), {type: "progress", stage: "starting"}, then
 * {type: "ready", from} (from "start", or from a "snapshot": see below) or
 * {type: "failed", error}, and {type: "answer", id, value} (the answer of ``rulebook check``
 * as JSON, from rulebook.tryit.browser) or {..., error}.
 *
 * Every file the book lists in tryit/manifest.json (Pyodide's interpreter, standard library
 * and lock file; the packages) is fetched once, checked against its sha256, and kept in the
 * Cache API under that hash: another page of the book, or the other language's book, takes
 * it from there. Pyodide's own requests for those files are answered the same way.
 *
 * The first page also keeps a memory snapshot of the interpreter once the runner is imported
 * (no game yet), under the hash of all the files: a later page starts from it, and skips
 * Python's start-up and those imports, most of the wait. A snapshot this Pyodide cannot read
 * is dropped, and the page starts from the beginning.
 */

const CACHE = "signum-rulebook-tryit";
const TYPES = { wasm: "application/wasm", zip: "application/zip", json: "application/json" };
const plainFetch = self.fetch.bind(self);
const files = new Map(); // absolute URL -> { file, integrity, size } of the manifest
let base = null;
let cache = null; // the Cache API's store, if this context has one
let done = 0;
let total = 0;
let said = -1;
let engine = null; // a promise of rulebook.tryit.browser, once loaded
let startedFrom = "start"; // or "snapshot": where the interpreter came from

function tell(message) {
  self.postMessage(message);
}

function advance(bytes) {
  done += bytes;
  const percent = Math.floor((100 * done) / Math.max(total, 1));
  if (percent !== said) {
    said = percent;
    tell({ type: "progress", done, total });
  }
}

function keyOf(file) {
  // Content-addressed: the same file of either language's book is kept once.
  return new URL(`/__signum-rulebook-tryit__/${encodeURIComponent(file.integrity)}`, base).href;
}

function base64(buffer) {
  let binary = "";
  const bytes = new Uint8Array(buffer);
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

async function download(file) {
  // The file from the server, counted as it comes, then checked against its sha256.
  const response = await plainFetch(new URL(file.file, base), { cache: "no-cache" });
  if (!response.ok) throw new Error(`${file.file}: ${response.status}`);
  const parts = [];
  const reader = response.body.getReader();
  for (;;) {
    const { done: finished, value } = await reader.read();
    if (finished) break;
    parts.push(value);
    advance(value.length);
  }
  const body = await new Blob(parts).arrayBuffer();
  const digest = `sha256-${base64(await crypto.subtle.digest("SHA-256", body))}`;
  if (digest !== file.integrity) throw new Error(`${file.file}: not the file the book lists`);
  return body;
}

async function kept(file) {
  // A Response for one of the book's files: kept from an earlier page, or fetched and kept.
  const key = keyOf(file);
  if (cache) {
    const found = await cache.match(key);
    if (found) {
      advance(file.size);
      return found;
    }
  }
  const body = await download(file);
  const extension = file.file.split(".").pop();
  const headers = { "Content-Type": TYPES[extension] || "application/octet-stream" };
  if (cache) cache.put(key, new Response(body, { headers })).catch(() => {}); // kept meanwhile
  return new Response(body, { headers });
}

async function forget(wanted) {
  // Files of other versions of the book: no longer asked for.
  if (!cache) return;
  const prefix = new URL("/__signum-rulebook-tryit__/", base).href;
  for (const request of await cache.keys()) {
    if (request.url.startsWith(prefix) && !wanted.has(request.url)) await cache.delete(request);
  }
}

self.fetch = (input, init) => {
  // Pyodide's own requests for the book's files go through the cache too.
  const url = new URL(input instanceof Request ? input.url : String(input), self.location.href).href;
  const file = files.get(url);
  return file ? kept(file) : plainFetch(input, init);
};

async function unpack(pyodide, packages, archives) {
  const target = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  (await archives).forEach((archive, n) => {
    const format = packages[n].file.endsWith(".whl") ? "wheel" : "zip";
    pyodide.unpackArchive(archive, format, { extractDir: target });
  });
}

async function restored(loadPyodide, indexURL, snapshot, packages, archives) {
  // The interpreter as an earlier page left it, the runner imported: it skips Python's
  // start-up and most imports, most of the wait. The files go in again for what is read later.
  const pyodide = await loadPyodide({ indexURL, _loadSnapshot: snapshot.arrayBuffer() });
  await unpack(pyodide, packages, archives);
  tell({ type: "progress", stage: "starting" });
  return pyodide;
}

async function started(loadPyodide, indexURL, packages, archives, snapshotKey) {
  const pyodide = await loadPyodide({ indexURL, _makeSnapshot: Boolean(cache) });
  await unpack(pyodide, packages, archives);
  tell({ type: "progress", stage: "starting" });
  // What every page needs, and no game yet: the snapshot serves a page of any game.
  pyodide.pyimport("rulebook.tryit.browser").prepare(pyodide.toPy([]));
  if (cache) {
    try {
      // Kept for the next page: the interpreter with the runner imported (a memory snapshot).
      const snapshot = pyodide.makeMemorySnapshot();
      cache.put(snapshotKey, new Response(snapshot)).catch(() => {});
    } catch {
      // Pyodide could not take one here: the next page starts from the beginning.
    }
  }
  return pyodide;
}

async function load(games) {
  try {
    cache = await caches.open(CACHE);
  } catch {
    cache = null; // no Cache API here: every page fetches the files again
  }
  const manifest = await (await plainFetch(new URL("manifest.json", base), { cache: "no-cache" })).json();
  const listed = [...manifest.pyodide, ...manifest.packages];
  for (const file of listed) files.set(new URL(file.file, base).href, file);
  total = listed.reduce((sum, file) => sum + file.size, 0);
  // One snapshot a version of the book's files: named by all their hashes.
  const version = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(listed.map((file) => file.integrity).join(" "))
  );
  const snapshotKey = keyOf({ integrity: `snapshot-${base64(version)}` });
  const { loadPyodide } = await import(new URL("pyodide/pyodide.mjs", base).href);
  const indexURL = new URL("pyodide/", base).href;
  // The packages come while the interpreter starts.
  const archives = Promise.all(manifest.packages.map((p) => kept(p).then((r) => r.arrayBuffer())));
  const snapshot = cache ? await cache.match(snapshotKey) : undefined;
  let pyodide = null;
  if (snapshot) {
    try {
      pyodide = await restored(loadPyodide, indexURL, snapshot, manifest.packages, archives);
      startedFrom = "snapshot";
    } catch {
      cache.delete(snapshotKey).catch(() => {}); // not one this Pyodide can read
    }
  }
  pyodide = pyodide || (await started(loadPyodide, indexURL, manifest.packages, archives, snapshotKey));
  const browser = pyodide.pyimport("rulebook.tryit.browser");
  browser.prepare(pyodide.toPy(games));
  const wanted = new Set([...listed.map(keyOf), snapshotKey]);
  forget(wanted).catch(() => {}); // the cache keeps this version alone
  return browser;
}

self.onmessage = async ({ data }) => {
  if (data.type === "load") {
    if (engine) return;
    base = new URL(data.base);
    engine = load(data.games);
    engine.then(
      () => tell({ type: "ready", from: startedFrom }),
      (error) => tell({ type: "failed", error: String(error && error.message ? error.message : error) })
    );
    return;
  }
  try {
    const browser = await engine;
    const value =
      data.type === "games"
        ? browser.games().toJs()
        : browser.answer(data.text, data.name, data.language, data.game);
    tell({ type: data.type, id: data.id, value });
  } catch (error) {
    tell({ type: data.type, id: data.id, error: String(error && error.message ? error.message : error) });
  }
};
