/* Try it: a scenario of the book, edited and run on the real engine in the reader's browser.
 *
 * Each scenario carries its question (the feature file of that scenario alone, in the page's
 * language) in its block's data-question attribute. "Try it" opens an editor with it; the first click also starts
 * loading the engine: Pyodide and the packages the book carries (_static/tryit/), each package
 * checked against the manifest's sha256 before it is unpacked. "Run" hands the text to
 * rulebook.tryit.browser.answer, which answers as `rulebook check question.feature` does.
 *
 * Safety: the reader's text only ever goes into a textarea's value, into textContent, or to
 * Python as a string. Nothing here builds HTML from text, and nothing is evaluated as script.
 */
"use strict";

(() => {
  const script = document.currentScript;
  const base = new URL("tryit/", script.src);
  const settings = JSON.parse(document.getElementById("rulebook-tryit").textContent);
  const words = settings.words;
  const QUESTION = "question.feature"; // the name the page downloads it under, and messages use
  let engine = null; // one promise per page: the engine loads once, on the first click

  function element(name, classes, text) {
    const made = document.createElement(name);
    if (classes) made.className = classes;
    if (text !== undefined) made.textContent = text;
    return made;
  }

  function button(label, classes) {
    const made = element("button", classes, label);
    made.type = "button";
    return made;
  }

  async function sitePackages(pyodide) {
    return pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  }

  async function fetchChecked(package_) {
    const response = await fetch(new URL(package_.file, base), { integrity: package_.integrity });
    if (!response.ok) throw new Error(`${package_.file}: ${response.status}`);
    return response.arrayBuffer();
  }

  function loadEngine() {
    if (engine) return engine;
    engine = (async () => {
      const started = performance.now();
      const { loadPyodide } = await import(new URL("pyodide/pyodide.mjs", base).href);
      // The packages come while the interpreter starts.
      const manifest = fetch(new URL("manifest.json", base)).then((r) => r.json());
      const fetched = manifest.then((m) => Promise.all(m.packages.map(fetchChecked)));
      const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", base).href });
      const packages = (await manifest).packages;
      const archives = await fetched;
      const target = await sitePackages(pyodide);
      archives.forEach((archive, n) => {
        const format = packages[n].file.endsWith(".whl") ? "wheel" : "zip";
        pyodide.unpackArchive(archive, format, { extractDir: target });
      });
      const browser = pyodide.pyimport("rulebook.tryit.browser");
      browser.prepare();
      // For scripts and tests: how long the engine took to load, and the engine itself
      // (a question's text in, rulebook check's answer out, as JSON).
      window.rulebookTryIt = {
        loadedIn: performance.now() - started,
        answer: (text) => browser.answer(text, QUESTION),
      };
      return browser;
    })();
    return engine;
  }

  /* The board table of a "Given the board:" step, read from and written back to the text. */

  function cells(line) {
    // A Gherkin table row: cells between unescaped pipes, unescaped (\| \\ \n).
    const found = [];
    let current = "";
    const body = line.trim();
    for (let i = 1; i < body.length; i++) {
      const c = body[i];
      if (c === "\\" && i + 1 < body.length) {
        const next = body[++i];
        current += next === "n" ? "\n" : next;
      } else if (c === "|") {
        found.push(current.trim());
        current = "";
      } else {
        current += c;
      }
    }
    return found;
  }

  function escapeCell(value) {
    return value.replace(/\\/g, "\\\\").replace(/\|/g, "\\|").replace(/\n/g, "\\n");
  }

  function boardTable(text, board) {
    // The first table under the board step: its line numbers, header and rows.
    const lines = text.split("\n");
    const step = lines.findIndex((line) => {
      const rest = line.trim().split(" ").slice(1).join(" ");
      return rest === board.step;
    });
    if (step < 0) return null;
    let end = step + 1;
    while (end < lines.length && lines[end].trim().startsWith("|")) end++;
    if (end - step < 2) return null;
    const rows = lines.slice(step + 1, end).map(cells);
    const indent = lines[step + 1].match(/^\s*/)[0];
    return { lines, first: step + 1, end, header: rows[0], rows: rows.slice(1), indent };
  }

  function columnOf(table, board, role) {
    return table.header.indexOf(board.header[role]);
  }

  function writeTable(table) {
    const rows = [table.header, ...table.rows].map((row) => row.map(escapeCell));
    const widths = table.header.map((_, i) => Math.max(...rows.map((row) => (row[i] || "").length)));
    const written = rows.map(
      (row) => `${table.indent}| ${row.map((v, i) => (v || "").padEnd(widths[i])).join(" | ")} |`
    );
    return [...table.lines.slice(0, table.first), ...written, ...table.lines.slice(table.end)].join("\n");
  }

  function rowsAt(table, board, pieceOnly) {
    // Hex or cell name -> row index: every row, or (pieceOnly) the rows that hold a piece.
    // A table with a terrain column may have rows that only lay terrain (Warseer).
    const at = columnOf(table, board, "cell");
    const who = columnOf(table, board, "warrior");
    const found = new Map();
    if (at < 0) return found;
    table.rows.forEach((row, n) => {
      const holds = !board.header.terrain || (who >= 0 && (row[who] || "") !== "");
      if (!pieceOnly || holds) found.set((row[at] || "").toLowerCase(), n);
    });
    return found;
  }

  function pieces(table, board) {
    return rowsAt(table, board, true);
  }

  function ensureColumn(table, board, role) {
    // A piece needs its columns: a table without one gets it, blank in the other rows.
    if (columnOf(table, board, role) >= 0) return;
    table.header.push(board.header[role]);
    table.rows.forEach((row) => row.push(""));
  }

  /* The board: a grid of buttons, one per cell, row 1 at the bottom; square cells in rows
     and columns, or flat-top hexes whose even-numbered columns stand half a hex north. */

  const HEX_HEIGHT = Math.sqrt(3); // a hex's height, its circumradius being 1

  function placeHex(cell, board, column, row) {
    const c = board.columns.indexOf(column);
    const width = 1.5 * (board.columns.length - 1) + 2;
    const height = HEX_HEIGHT * (board.rows.length + 0.5);
    const raised = board.raised.includes(column);
    const top = HEX_HEIGHT * (board.rows.length - row) + (raised ? 0 : HEX_HEIGHT / 2);
    cell.style.left = `${(100 * 1.5 * c) / width}%`;
    cell.style.top = `${(100 * top) / height}%`;
    cell.style.width = `${(100 * 2) / width}%`;
    cell.style.height = `${(100 * HEX_HEIGHT) / height}%`;
  }

  function terrainLook(board, text) {
    // The shading of a hex whose terrain cell says ``text`` ("Forest", "Impassable, blocks sight").
    const looks = new Map(board.terrain.map((t) => [t.word.toLowerCase(), t.look]));
    const named = text.split(",").map((w) => w.trim().toLowerCase()).filter((w) => w);
    const found = named.map((w) => looks.get(w)).filter((look) => look);
    const plain = found.filter((look) => look !== "other");
    return { look: plain[0] || found[0] || (named.length ? "other" : ""), blocks: found.includes("other") };
  }

  function boardEditor(board, textarea) {
    const hexes = board.layout === "hex";
    const panel = element("div", "tryit-board");
    panel.append(element("p", "tryit-board-help", board.help || words.boardHelp));
    const choices = element("div", "tryit-board-choices");
    const kind = element("select", "tryit-kind");
    kind.setAttribute("aria-label", board.header.warrior);
    board.kinds.forEach((k) => kind.append(new Option(k.word, k.word)));
    const side = element("select", "tryit-side");
    side.setAttribute("aria-label", board.header.side);
    board.sides.forEach((s) => side.append(new Option(s.word, s.word)));
    choices.append(kind, side);
    const grid = element("div", hexes ? "tryit-grid tryit-hexes" : "tryit-grid");
    if (hexes) {
      const width = 1.5 * (board.columns.length - 1) + 2;
      grid.style.aspectRatio = `${width} / ${HEX_HEIGHT * (board.rows.length + 0.5)}`;
    } else {
      grid.style.gridTemplateColumns = `repeat(${board.columns.length}, 1fr)`;
    }
    panel.append(choices, grid);
    const shorts = new Map(board.kinds.map((k) => [k.word.toLowerCase(), k.short]));
    const sideNames = new Map(board.sides.map((s) => [s.word.toLowerCase(), s.name]));

    function draw() {
      grid.replaceChildren();
      const table = boardTable(textarea.value, board);
      panel.hidden = table === null;
      if (!table) return;
      const where = pieces(table, board);
      const rows = rowsAt(table, board, false);
      const kindAt = columnOf(table, board, "warrior");
      const sideAt = columnOf(table, board, "side");
      const groundAt = board.header.terrain ? columnOf(table, board, "terrain") : -1;
      [...board.rows].reverse().forEach((row) => {
        board.columns.forEach((column) => {
          const name = `${column}${row}`;
          const cell = button("", hexes ? "tryit-cell tryit-hex" : "tryit-cell");
          cell.dataset.cell = name;
          if (hexes) placeHex(cell, board, column, row);
          let title = name;
          const r = rows.get(name);
          const ground = r !== undefined && groundAt >= 0 ? table.rows[r][groundAt] || "" : "";
          if (ground) {
            const found = terrainLook(board, ground);
            if (found.look) cell.classList.add(`tryit-terrain-${found.look}`);
            if (found.blocks) cell.classList.add("tryit-blocks");
            title += ` (${ground})`;
          }
          const n = where.get(name);
          if (n !== undefined) {
            const piece = table.rows[n];
            const kindWord = (piece[kindAt] || "").toLowerCase();
            cell.textContent = shorts.get(kindWord) || "?";
            cell.classList.add(`tryit-side-${sideNames.get((piece[sideAt] || "").toLowerCase()) || "other"}`);
            title = `${title}: ${piece[kindAt] || ""} (${piece[sideAt] || ""})`;
          }
          cell.title = title;
          cell.setAttribute("aria-label", cell.title);
          cell.addEventListener("click", () => toggle(name));
          grid.append(cell);
        });
      });
    }

    function toggle(name) {
      const table = boardTable(textarea.value, board);
      if (!table) return;
      const n = pieces(table, board).get(name);
      const groundAt = board.header.terrain ? columnOf(table, board, "terrain") : -1;
      if (n !== undefined) {
        const row = table.rows[n];
        if (groundAt >= 0 && (row[groundAt] || "") !== "") {
          // The hex keeps its terrain: only the creature's cells are emptied.
          const keep = [columnOf(table, board, "cell"), groundAt];
          table.rows[n] = row.map((value, i) => (keep.includes(i) ? value : ""));
        } else {
          table.rows.splice(n, 1); // a click on a piece removes it
        }
      } else {
        ensureColumn(table, board, "warrior");
        ensureColumn(table, board, "side");
        const existing = rowsAt(table, board, false).get(name);
        const row = existing !== undefined ? table.rows[existing] : table.header.map(() => "");
        const put = (role, value) => {
          const at = columnOf(table, board, role);
          if (at >= 0) row[at] = value;
        };
        put("cell", name);
        put("warrior", kind.value);
        put("side", side.value);
        if (existing === undefined) table.rows.push(row);
      }
      textarea.value = writeTable(table);
      draw();
    }

    textarea.addEventListener("input", draw);
    draw();
    return panel;
  }

  /* The editor under a scenario. */

  function showAnswer(output, answer) {
    output.replaceChildren();
    output.dataset.exit = String(answer.exit);
    for (const line of answer.lines) {
      const mark = line.trim().charAt(0);
      const kind = { "✓": "passed", "✗": "failed", "-": "skipped", "?": "undefined" }[mark];
      output.append(element("span", kind ? `tryit-line tryit-${kind}` : "tryit-line", line), "\n");
    }
  }

  function open(block) {
    const source = block.dataset.question;
    const editor = element("div", "tryit-editor");
    const textarea = element("textarea", "tryit-text");
    textarea.value = source;
    textarea.spellcheck = false;
    textarea.rows = Math.min(30, source.split("\n").length + 1);
    textarea.setAttribute("aria-label", words.editLabel);
    const run = button(words.run, "tryit-run");
    const download = button(words.download, "tryit-download");
    const reset = button(words.reset, "tryit-reset");
    const status = element("p", "tryit-status");
    status.setAttribute("role", "status");
    const output = element("pre", "tryit-output");
    output.hidden = true;
    const actions = element("div", "tryit-actions");
    actions.append(run, download, reset);
    const board = settings.boards[block.dataset.game];
    const lacking = settings.unavailable[block.dataset.game];
    editor.append(element("p", "tryit-help", lacking || words.help));
    if (board) editor.append(boardEditor(board, textarea));
    editor.append(textarea, actions, status, output);
    block.append(editor);
    if (lacking) {
      run.hidden = true; // the engine of this game cannot run here: edit and download only
      wireDownload(download, reset, textarea, source);
      return editor;
    }

    status.textContent = words.loading;
    loadEngine().then(
      () => { if (status.textContent === words.loading) status.textContent = words.ready; },
      (error) => { status.textContent = words.failed.replace("{error}", String(error)); }
    );

    run.addEventListener("click", async () => {
      run.disabled = true;
      status.textContent = words.loading;
      try {
        const browser = await loadEngine();
        status.textContent = words.running;
        const started = performance.now();
        const answer = JSON.parse(browser.answer(textarea.value, QUESTION));
        showAnswer(output, answer);
        output.hidden = false;
        output.dataset.ms = String(Math.round(performance.now() - started));
        status.textContent = "";
      } catch (error) {
        status.textContent = words.failed.replace("{error}", String(error));
      } finally {
        run.disabled = false;
      }
    });
    wireDownload(download, reset, textarea, source);
    return editor;
  }

  function wireDownload(download, reset, textarea, source) {
    download.addEventListener("click", () => {
      const file = new Blob([textarea.value], { type: "text/plain;charset=utf-8" });
      const link = element("a");
      link.href = URL.createObjectURL(file);
      link.download = QUESTION;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 0);
    });
    reset.addEventListener("click", () => {
      textarea.value = source;
      textarea.dispatchEvent(new Event("input"));
    });
  }

  document.querySelectorAll("div.tryit").forEach((block) => {
    const opener = block.querySelector("button.tryit-open");
    let editor = null;
    opener.hidden = false;
    opener.addEventListener("click", () => {
      if (!editor) editor = open(block);
      else editor.hidden = !editor.hidden;
      opener.setAttribute("aria-expanded", String(!editor.hidden));
    });
  });
})();
