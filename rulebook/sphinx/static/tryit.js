/* Try it: a scenario of the book, edited and run on the real engine in the reader's browser.
 *
 * Each scenario carries its question (the feature file of that scenario alone, in the page's
 * language) in its block's data-question attribute. "Try it" opens an editor with it (and the
 * board editor of tryit-boards.js) and starts the engine in a Web Worker (tryit-worker.js):
 * the page never waits for it, and says how far it has got. "Run" hands the text to
 * rulebook.tryit.browser.answer, which answers as `rulebook check question.feature` does.
 *
 * "Copy link" puts the question in the address's fragment (#tryit=<scenario>&q=<data>, the
 * data being the UTF-8 text, raw deflate, URL-safe base64 without padding): a fragment is
 * never sent to a server. Opened, such a link opens its scenario with the question in the
 * editor, and runs it once the reader agrees.
 *
 * Safety: the reader's text, typed or from a link, only ever goes into a textarea's value,
 * into textContent, or to Python as a string. Nothing here builds HTML from text, and nothing
 * is evaluated as script.
 */
"use strict";

(() => {
  const script = document.currentScript;
  const settings = JSON.parse(document.getElementById("rulebook-tryit").textContent);
  const words = settings.words;
  const { element, button, editor: boardEditor } = window.rulebookBoards;
  const QUESTION = "question.feature"; // the name the page downloads it under, and messages use
  const LINK_LIMIT = 6000; // characters of compressed question a link may carry
  const MAX_QUESTION = 256 * 1024; // bytes, as rulebook check reads at most
  const SERVE = "python3 -m http.server -d build/html";
  const PORT = 8000; // http.server's
  const fromDisk = location.protocol === "file:";
  const blocks = [...document.querySelectorAll("div.tryit")];
  const pageGames = [...new Set(blocks.map((block) => block.dataset.game))];
  const waiting = new Set(); // the status lines of editors waiting for the engine
  let engine = null; // a promise of the engine's client: started once, on the first need

  function format(template, values) {
    return Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, value), template);
  }

  function tell(text) {
    waiting.forEach((status) => {
      status.textContent = text;
    });
  }

  function progress(message) {
    if (message.stage === "starting") return words.starting;
    const megabytes = new Intl.NumberFormat(settings.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const done = Math.min(message.done, message.total);
    return format(words.progress, { done: megabytes.format(done / 1e6), size: megabytes.format(message.total / 1e6) });
  }

  function startEngine() {
    if (engine) return engine;
    const started = performance.now();
    const worker = new Worker(new URL("tryit-worker.js", script.src), { type: "module" });
    const asked = new Map();
    let next = 0;
    const ask = (message) =>
      new Promise((resolve, reject) => {
        const id = next++;
        asked.set(id, { resolve, reject });
        worker.postMessage({ ...message, id });
      });
    const client = {
      answer: (text) =>
        ask({ type: "answer", text, name: QUESTION, language: settings.language, game: pageGames[0] }),
      games: () => ask({ type: "games" }),
    };
    engine = new Promise((resolve, reject) => {
      worker.onmessage = ({ data }) => {
        if (data.type === "progress") tell(progress(data));
        else if (data.type === "ready") {
          window.rulebookTryIt.loadedIn = performance.now() - started;
          window.rulebookTryIt.startedFrom = data.from;
          window.rulebookTryIt.ready = true;
          resolve(client);
        } else if (data.type === "failed") reject(new Error(data.error));
        else {
          const waiter = asked.get(data.id);
          asked.delete(data.id);
          if (data.error) waiter.reject(new Error(data.error));
          else waiter.resolve(data.value);
        }
      };
      worker.onerror = (event) => reject(new Error(event.message || "the engine's worker failed"));
    });
    worker.postMessage({ type: "load", games: pageGames, base: new URL("tryit/", script.src).href });
    return engine;
  }

  // For scripts, tests and benchmarks: the engine (a question's text in, rulebook check's
  // answer out, as JSON), whether it is ready, how long it took and whether it started from
  // an earlier page's snapshot, the games it has loaded.
  window.rulebookTryIt = {
    ready: false,
    answer: async (text) => (await startEngine()).answer(text),
    games: async () => (await startEngine()).games(),
  };

  /* A question in a link: compressed and back, in the browser's own streams. */

  async function streamed(stream, bytes, limit) {
    const writer = stream.writable.getWriter();
    writer.write(bytes).catch(() => {});
    writer.close().catch(() => {});
    const reader = stream.readable.getReader();
    const parts = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > limit) {
        reader.cancel().catch(() => {});
        throw new Error("too big");
      }
      parts.push(value);
    }
    return new Uint8Array(await new Blob(parts).arrayBuffer());
  }

  async function pack(text) {
    const packed = await streamed(new CompressionStream("deflate-raw"), new TextEncoder().encode(text), Infinity);
    let binary = "";
    packed.forEach((byte) => {
      binary += String.fromCharCode(byte);
    });
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  async function unpack(data) {
    if (!/^[A-Za-z0-9_-]+$/.test(data) || data.length % 4 === 1) throw new Error("not base64url");
    const binary = atob(data.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (data.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const text = await streamed(new DecompressionStream("deflate-raw"), bytes, MAX_QUESTION);
    return new TextDecoder("utf-8", { fatal: true }).decode(text);
  }

  function linkOf(anchor, data) {
    const url = new URL(location.href);
    url.hash = `tryit=${anchor}&q=${data}`;
    return url.href;
  }

  /* The editor under a scenario. */

  const KINDS = { "✓": "passed", "✗": "failed", "-": "skipped", "?": "undefined" }; // a line's mark

  function showAnswer(output, answer) {
    output.replaceChildren();
    output.dataset.exit = String(answer.exit);
    for (const line of answer.lines) {
      const kind = KINDS[line.trim().charAt(0)];
      output.append(element("span", kind ? `tryit-line tryit-${kind}` : "tryit-line", line), "\n");
    }
  }

  function settleFonts(output, verdict, question) {
    // Lay out the answer's place once, unseen, with every mark and the question's own words.
    // A page's first use of a typeface at a size makes Chromium wait for the browser process
    // to describe it. The engine's start-up keeps the browser busy, so had the first answer
    // been the first use, that wait would stop the page (up to 240 ms in benchmarks/tryit.py).
    const lines = [...Object.keys(KINDS), ""].map((mark) => `  ${mark}  ${question}`);
    output.hidden = false;
    output.style.visibility = verdict.style.visibility = "hidden";
    showAnswer(output, { exit: 0, lines });
    verdict.textContent = question;
    void output.offsetHeight; // the layout, now
    output.hidden = true;
    output.style.visibility = verdict.style.visibility = "";
    output.replaceChildren();
    delete output.dataset.exit;
    verdict.textContent = "";
  }

  function serveAddress() {
    // Where the page is once the book is served as the README says (build/html at the top).
    const path = decodeURIComponent(location.pathname);
    const at = path.lastIndexOf("/build/html/");
    return `http://localhost:${PORT}/${at >= 0 ? path.slice(at + "/build/html/".length) : ""}`;
  }

  function download(text) {
    const file = new Blob([text], { type: "text/plain;charset=utf-8" });
    const link = element("a");
    link.href = URL.createObjectURL(file);
    link.download = QUESTION;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
  }

  function open(block, id) {
    const source = block.dataset.question;
    const editor = element("div", "tryit-editor");
    editor.id = id;
    const textarea = element("textarea", "tryit-text");
    textarea.value = source;
    textarea.spellcheck = false;
    textarea.rows = Math.min(30, source.split("\n").length + 1);
    textarea.setAttribute("aria-label", words.editLabel);
    const run = button(words.run, "tryit-run");
    const share = button(words.share, "tryit-share");
    const save = button(words.download, "tryit-download");
    const reset = button(words.reset, "tryit-reset");
    const status = element("p", "tryit-status");
    status.setAttribute("role", "status");
    const verdict = element("p", "tryit-verdict");
    verdict.setAttribute("aria-live", "polite");
    const output = element("pre", "tryit-output");
    output.hidden = true;
    const actions = element("div", "tryit-actions");
    const anchor = block.closest("details.scenario")?.id || "";
    actions.append(run, ...(anchor ? [share] : []), save, reset);
    const board = settings.boards[block.dataset.game];
    editor.append(element("p", "tryit-help", words.help));
    if (board) editor.append(boardEditor(board, textarea, words));
    editor.append(textarea, actions, status, verdict, output);
    block.append(editor);
    settleFonts(output, verdict, source);

    // The status line says how loading goes until something else is said there.
    const say = (...said) => {
      waiting.delete(status);
      status.replaceChildren(...said);
    };
    const wait = (text) => {
      say(text);
      waiting.add(status);
      return startEngine().then(
        (client) => {
          if (waiting.delete(status)) status.textContent = words.ready;
          return client;
        },
        (error) => {
          if (waiting.delete(status)) say(format(words.failed, { error: String(error.message || error) }));
          throw error;
        }
      );
    };

    async function runIt() {
      run.disabled = true;
      verdict.textContent = "";
      try {
        if (!window.rulebookTryIt.ready) await wait(words.loading);
        const client = await startEngine();
        say(words.running);
        const started = performance.now();
        const answer = JSON.parse(await client.answer(textarea.value));
        showAnswer(output, answer);
        output.hidden = false;
        output.dataset.ms = String(Math.round(performance.now() - started));
        say();
        verdict.textContent = answer.lines[answer.lines.length - 1] || "";
      } catch (error) {
        say(format(words.failed, { error: String(error.message || error) }));
      } finally {
        run.disabled = false;
      }
    }

    function offerFile(message) {
      const get = button(words.download, "tryit-download");
      get.addEventListener("click", () => download(textarea.value));
      say(message, " ", get);
    }

    share.addEventListener("click", async () => {
      const data = await pack(textarea.value);
      if (data.length > LINK_LIMIT) {
        offerFile(format(words.tooLong, { size: String(data.length), limit: String(LINK_LIMIT) }));
        return;
      }
      const link = linkOf(anchor, data);
      try {
        await navigator.clipboard.writeText(link);
        say(words.copied);
      } catch {
        const field = element("input", "tryit-link");
        field.readOnly = true;
        field.value = link;
        say(`${words.copyThis} `, field);
        field.select();
      }
    });
    run.addEventListener("click", runIt);
    save.addEventListener("click", () => download(textarea.value));
    reset.addEventListener("click", () => {
      textarea.value = source;
      textarea.dispatchEvent(new Event("input"));
    });

    if (fromDisk) {
      run.disabled = true;
      say(format(words.fromDisk, { command: SERVE, address: serveAddress() }));
    }
    const clear = () => {
      // Another question came: the last answer is not its answer.
      output.hidden = true;
      output.replaceChildren();
      verdict.textContent = "";
    };
    return { editor, textarea, status, say, clear, run: runIt, wait };
  }

  const opened = new Map(); // block -> its editor's parts

  function wire(block, n) {
    const opener = block.querySelector("button.tryit-open");
    const id = `tryit-editor-${n}`;
    opener.hidden = false;
    opener.setAttribute("aria-controls", id);
    opener.setAttribute("aria-expanded", "false");
    const show = (visible) => {
      if (!opened.has(block)) opened.set(block, open(block, id));
      const parts = opened.get(block);
      parts.editor.hidden = !visible;
      opener.setAttribute("aria-expanded", String(visible));
      return parts;
    };
    opener.addEventListener("click", () => {
      const parts = show(!opened.has(block) || opened.get(block).editor.hidden);
      if (!parts.editor.hidden && !fromDisk && !window.rulebookTryIt.ready) {
        parts.wait(words.loading).catch(() => {}); // said on the status line
      }
    });
    block.show = show;
  }

  function openShared() {
    // A question that came in the address: its scenario opened, its text in the editor.
    const fragment = new URLSearchParams(location.hash.slice(1));
    const anchor = fragment.get("tryit");
    const named = anchor && document.getElementById(anchor);
    // A link made before names the scenario by its place: that anchor sits in its title.
    const scenario = named && (named.closest("details.scenario") || named);
    const block = scenario && scenario.querySelector("div.tryit");
    if (!block) return;
    if ("open" in scenario) scenario.open = true;
    const parts = block.show(true);
    scenario.scrollIntoView();
    parts.clear();
    unpack(fragment.get("q") || "").then(
      (text) => {
        parts.textarea.value = text;
        parts.textarea.rows = Math.min(30, text.split("\n").length + 1);
        parts.textarea.dispatchEvent(new Event("input"));
        if (fromDisk) return;
        const agree = button(words.sharedRun, "tryit-shared-run");
        agree.addEventListener("click", () => {
          agree.remove();
          parts.run();
        });
        parts.say(`${words.shared} `, agree);
      },
      () => {
        parts.say(words.badLink);
      }
    );
  }

  blocks.forEach(wire);
  openShared();
  addEventListener("hashchange", openShared);
})();
