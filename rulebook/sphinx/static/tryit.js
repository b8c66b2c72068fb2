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
    if (board.layout === "table") return tableEditor(board, textarea);
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

  /* The classic table: round bases placed by their centres in centimetres, drawn with row y
     up from the south edge as the diagrams do, and the templates of the scenario's terrain
     cards. A click on the table puts a base there (or lays the chosen template by its
     corner); a base is dragged, nudged with the arrow keys, or typed to move it. */

  function centimetres(value) {
    // A length as the engine prints one: at most two decimals, no trailing zeros.
    const text = (Math.round(value * 100) / 100).toFixed(2).replace(/\.?0+$/, "");
    return text === "-0" ? "0" : text;
  }

  function parsePoint(text) {
    // English 20,1.5; Russian (20; 1,5), whose decimal mark is a comma.
    const plain = (text || "").replace(/\s/g, "");
    const russian = plain.match(/^\(([^;]+);([^;]+)\)$/);
    const parts = russian ? [russian[1], russian[2]].map((p) => p.replace(",", ".")) : plain.split(",");
    if (parts.length !== 2) return null;
    const x = Number(parts[0]);
    const y = Number(parts[1]);
    return Number.isFinite(x) && Number.isFinite(y) ? { x, y } : null;
  }

  function pointText(board, x, y) {
    // A point as the book's language writes it (board.point: "{x},{y}" or "({x}; {y})").
    const mark = (value) => centimetres(value).replace(".", board.decimal || ".");
    return (board.point || "{x},{y}").replace("{x}", mark(x)).replace("{y}", mark(y));
  }

  function templateSteps(lines, templates) {
    // Each template step of the text: its line, player word, card and point.
    const order = ["player", "card", "at"].sort(
      (a, b) => templates.step.indexOf(`{${a}}`) - templates.step.indexOf(`{${b}}`)
    );
    let pattern = templates.step.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    for (const name of order) pattern = pattern.replace(`\\{${name}\\}`, name === "at" ? "(\\([^()]*\\)|\\S+)" : "(.+?)");
    const regex = new RegExp(`^(\\s*)\\S+\\s+${pattern}\\s*$`);
    const found = [];
    lines.forEach((line, n) => {
      const match = line.match(regex);
      if (!match) return;
      const step = { line: n, indent: match[1] };
      order.forEach((name, i) => { step[name] = match[i + 2]; });
      found.push(step);
    });
    return found;
  }

  function tableEditor(board, textarea) {
    const words = board.words;
    const templates = board.templates;
    const size = board.size;
    const panel = element("div", "tryit-board");
    panel.append(element("p", "tryit-board-help", board.help));
    const choices = element("div", "tryit-board-choices");
    const name = element("input", "tryit-name");
    name.type = "text";
    name.setAttribute("aria-label", board.header.warrior);
    const names = element("datalist");
    names.id = `tryit-names-${Math.random().toString(36).slice(2)}`;
    name.setAttribute("list", names.id);
    const side = element("select", "tryit-side");
    side.setAttribute("aria-label", board.header.side);
    board.sides.forEach((s) => side.append(new Option(s.word, s.word)));
    const lay = element("select", "tryit-lay");
    lay.setAttribute("aria-label", words.lay);
    const layLabel = element("label", "tryit-lay-label", `${words.lay} `);
    layLabel.append(lay);
    choices.append(name, names, side, layLabel);
    const surface = element("div", "tryit-table");
    surface.style.backgroundSize = `${(100 * 10) / size}% ${(100 * 10) / size}%`;
    const selected = element("div", "tryit-selected");
    const across = element("input", "tryit-across");
    const up = element("input", "tryit-up");
    [[across, words.across], [up, words.up]].forEach(([input, label]) => {
      input.type = "number";
      input.step = "0.01";
      input.setAttribute("aria-label", label);
    });
    const acrossLabel = element("label", "", `${words.across} `);
    acrossLabel.append(across);
    const upLabel = element("label", "", `${words.up} `);
    upLabel.append(up);
    const remove = button(words.remove, "tryit-remove");
    selected.append(acrossLabel, upLabel, remove);
    panel.append(choices, surface, selected);
    const sideNames = new Map(board.sides.map((s) => [s.word.toLowerCase(), s.name]));
    const sideWords = new Map(board.sides.map((s) => [s.name, s.word]));
    let chosen = null; // { kind: "base", at } or { kind: "template", line }

    function read() {
      const lines = textarea.value.split("\n");
      const table = boardTable(textarea.value, board);
      const cards = boardTable(textarea.value, { step: templates.cards });
      const cardInfo = new Map();
      if (cards) {
        const col = (role) => cards.header.indexOf(templates.header[role]);
        cards.rows.forEach((row) => {
          const width = Number(row[col("width")]);
          const depth = Number(row[col("depth")]);
          const blocks = (row[col("blocks")] || "").toLowerCase() === templates.yes.toLowerCase();
          if (row[col("card")]) cardInfo.set(row[col("card")], { width, depth, blocks });
        });
      }
      return { lines, table, cards, cardInfo, laid: templateSteps(lines, templates) };
    }

    function place(node, x, y, width, height) {
      node.style.left = `${(100 * x) / size}%`;
      node.style.bottom = `${(100 * y) / size}%`;
      node.style.width = `${(100 * width) / size}%`;
      node.style.height = `${(100 * height) / size}%`;
    }

    function write(table, lines) {
      textarea.value = table ? writeTable(table) : lines.join("\n");
      draw();
    }

    function draw() {
      surface.replaceChildren();
      const found = read();
      panel.hidden = found.table === null;
      if (!found.table) return;
      const { table, cardInfo, laid } = found;
      const keep = lay.value;
      lay.replaceChildren(new Option(words.none, ""));
      cardInfo.forEach((_, card) => lay.append(new Option(card, card)));
      lay.value = [...cardInfo.keys()].includes(keep) ? keep : "";
      layLabel.hidden = cardInfo.size === 0;
      ["south", "north"].forEach((edge) => {
        const label = element("span", `tryit-edge tryit-edge-${edge}`, sideWords.get(edge) || edge);
        surface.append(label);
      });
      laid.forEach((step) => {
        const info = cardInfo.get(step.card);
        const at = parsePoint(step.at);
        if (!info || !at) return;
        const node = button("", "tryit-template");
        if (info.blocks) node.classList.add("tryit-blocks");
        node.classList.toggle("tryit-chosen", chosen && chosen.kind === "template" && chosen.line === step.line);
        place(node, at.x, at.y, info.width, info.depth);
        node.title = `${step.card} (${step.player}) ${step.at}`;
        node.setAttribute("aria-label", node.title);
        node.dataset.at = step.at;
        node.addEventListener("click", (event) => {
          event.stopPropagation();
          chosen = { kind: "template", line: step.line };
          draw();
        });
        surface.append(node);
      });
      const col = (role) => columnOf(table, board, role);
      const named = [...new Set(table.rows.map((r) => r[col("warrior")]).filter((n) => n))];
      names.replaceChildren(...named.map((n) => new Option(n)));
      if (!name.value && named.length) name.value = named[0]; // a creature the scenario knows
      let current = null;
      table.rows.forEach((row, n) => {
        const at = parsePoint(row[col("cell")]);
        if (!at) return;
        const diameter = Number(row[col("base")]) || board.base;
        const node = button("", "tryit-base");
        const who = row[col("warrior")] || "";
        node.textContent = who.slice(0, 2);
        node.classList.add(`tryit-side-${sideNames.get((row[col("side")] || "").toLowerCase()) || "other"}`);
        place(node, at.x - diameter / 2, at.y - diameter / 2, diameter, diameter);
        node.title = `${who} (${row[col("side")] || ""}) ${row[col("cell")]}`;
        node.setAttribute("aria-label", node.title);
        node.dataset.at = row[col("cell")];
        if (chosen && chosen.kind === "base" && chosen.at === row[col("cell")]) {
          node.classList.add("tryit-chosen");
          current = { row: n, at };
        }
        wireBase(node, n, at, diameter);
        surface.append(node);
      });
      const template = chosen && chosen.kind === "template" && laid.find((s) => s.line === chosen.line);
      if (chosen && !current && !template) chosen = null;
      selected.hidden = !chosen;
      acrossLabel.hidden = upLabel.hidden = !current;
      if (current) {
        across.value = centimetres(current.at.x);
        up.value = centimetres(current.at.y);
      }
    }

    function moveBase(n, x, y) {
      const { table } = read();
      if (!table) return;
      const at = pointText(board, x, y);
      table.rows[n][columnOf(table, board, "cell")] = at;
      chosen = { kind: "base", at };
      write(table);
    }

    function pointAt(event) {
      const box = surface.getBoundingClientRect();
      const x = ((event.clientX - box.left) / box.width) * size;
      const y = ((box.bottom - event.clientY) / box.height) * size;
      return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
    }

    function wireBase(node, n, at, diameter) {
      let start = null;
      node.addEventListener("pointerdown", (event) => {
        start = { x: event.clientX, y: event.clientY };
        node.setPointerCapture(event.pointerId);
        event.preventDefault();
      });
      node.addEventListener("pointermove", (event) => {
        if (!start) return;
        const point = pointAt(event);
        place(node, point.x - diameter / 2, point.y - diameter / 2, diameter, diameter);
      });
      node.addEventListener("pointerup", (event) => {
        if (!start) return;
        const moved = Math.hypot(event.clientX - start.x, event.clientY - start.y) > 3;
        start = null;
        if (moved) {
          const point = pointAt(event);
          moveBase(n, point.x, point.y);
        } else {
          chosen = { kind: "base", at: node.dataset.at };
          draw();
          surface.querySelector(".tryit-chosen")?.focus();
        }
      });
      node.addEventListener("click", (event) => event.stopPropagation());
      node.addEventListener("keydown", (event) => {
        const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
        if (event.key === "Enter" || event.key === " ") {
          chosen = { kind: "base", at: node.dataset.at };
          draw();
          surface.querySelector(".tryit-chosen")?.focus();
          event.preventDefault();
        } else if (steps[event.key]) {
          const [dx, dy] = steps[event.key];
          const by = event.shiftKey ? 1 : 0.1;
          moveBase(n, at.x + dx * by, at.y + dy * by);
          surface.querySelector(".tryit-chosen")?.focus();
          event.preventDefault();
        }
      });
    }

    surface.addEventListener("click", (event) => {
      const point = pointAt(event);
      const found = read();
      if (!found.table) return;
      if (lay.value && found.cards) {
        const step = templates.step
          .replace("{player}", side.value)
          .replace("{card}", lay.value)
          .replace("{at}", pointText(board, point.x, point.y));
        const indent = (found.lines[found.table.first - 1].match(/^\s*/) || [""])[0];
        found.lines.splice(found.cards.end, 0, `${indent}${templates.and} ${step}`);
        chosen = { kind: "template", line: found.cards.end };
        write(null, found.lines);
        return;
      }
      const { table } = found;
      ensureColumn(table, board, "warrior");
      ensureColumn(table, board, "side");
      const row = table.header.map(() => "");
      const at = pointText(board, point.x, point.y);
      row[columnOf(table, board, "warrior")] = name.value.trim() || board.header.warrior;
      row[columnOf(table, board, "side")] = side.value;
      row[columnOf(table, board, "cell")] = at;
      table.rows.push(row);
      chosen = { kind: "base", at };
      write(table);
    });

    [across, up].forEach((input) => input.addEventListener("change", () => {
      const { table } = read();
      if (!table || !chosen || chosen.kind !== "base") return;
      const n = table.rows.findIndex((r) => r[columnOf(table, board, "cell")] === chosen.at);
      const x = Number(across.value);
      const y = Number(up.value);
      if (n >= 0 && Number.isFinite(x) && Number.isFinite(y)) moveBase(n, x, y);
    }));

    remove.addEventListener("click", () => {
      const found = read();
      if (!chosen || !found.table) return;
      if (chosen.kind === "base") {
        const n = found.table.rows.findIndex((r) => r[columnOf(found.table, board, "cell")] === chosen.at);
        if (n >= 0) found.table.rows.splice(n, 1);
        chosen = null;
        write(found.table);
      } else {
        found.lines.splice(chosen.line, 1);
        chosen = null;
        write(null, found.lines);
      }
    });

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
    editor.append(element("p", "tryit-help", words.help));
    if (board) editor.append(boardEditor(board, textarea));
    editor.append(textarea, actions, status, output);
    block.append(editor);

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
