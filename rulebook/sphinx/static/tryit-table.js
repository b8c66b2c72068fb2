/* Try it's editor of the classic table (60 x 60 cm): round bases placed by their centres in
 * centimetres, drawn with row y up from the south edge as the diagrams do, and the templates
 * of the scenario's terrain cards. A click on the table puts a base there (or lays the chosen
 * template by its corner); a base is dragged, nudged with the arrow keys, or typed to move it.
 * It shares tryit-boards.js's reading and writing of the board's table.
 *
 * Safety: text from the question only goes into textContent, titles, values and attributes.
 */
"use strict";

(() => {
  const { element, button, boardTable, columnOf, writeTable, ensureColumn } = window.rulebookBoards;

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
        const sideName = sideNames.get((row[col("side")] || "").toLowerCase()) || "other";
        node.classList.add(`tryit-side-${sideName}`);
        const colours = board.colours && board.colours.sides && board.colours.sides[sideName];
        if (colours) {
          node.style.backgroundColor = colours.fill;
          node.style.borderColor = colours.stroke;
          node.style.color = colours.text;
        }
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

  window.rulebookBoards.table = tableEditor;
})();
