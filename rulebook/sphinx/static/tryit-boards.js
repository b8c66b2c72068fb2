/* Try it's board editors: the board of a scenario's "Given the board:" step, drawn as the
 * book's diagrams draw it and edited by click, tap or keyboard; every change is written back
 * into the question's text, which stays the one truth (see tryit.js).
 *
 * This file: what every editor shares (reading and writing the board's table) and the editor
 * of boards of cells, square (Znamenosets) or hex (Warseer). tryit-table.js adds the classic
 * table's. Each game's board comes in the page's settings (rulebook/tryit/boards/), with the
 * diagrams' colours and words, so an editor and the diagram beside it look alike.
 *
 * Safety: text from the question only goes into textContent, titles, values and attributes.
 */
"use strict";

window.rulebookBoards = (() => {
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
     and columns with the coordinates along two edges, or flat-top hexes, each with its
     name, whose even-numbered columns stand half a hex north. One cell at a time takes the
     keyboard's focus (the arrow keys go to its neighbours), so Tab goes board, text, Run. */

  const HEX_HEIGHT = Math.sqrt(3); // a hex's height, its circumradius being 1
  const MOVES = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };

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

  function paint(node, colours) {
    // The diagrams' colours (from the settings), so the editor looks like the board beside it.
    if (!colours) return;
    node.style.backgroundColor = colours.fill;
    node.style.color = colours.text;
    if (colours.stroke) node.style.borderColor = colours.stroke;
  }

  function axis(text, column, row) {
    const label = element("span", "tryit-axis", text);
    label.setAttribute("aria-hidden", "true");
    label.style.gridColumn = String(column);
    label.style.gridRow = String(row);
    return label;
  }

  function boardEditor(board, textarea, words) {
    if (board.layout === "table") return window.rulebookBoards.table(board, textarea, words);
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
    grid.setAttribute("role", "group");
    grid.setAttribute("aria-label", words.gridLabel);
    if (hexes) {
      const width = 1.5 * (board.columns.length - 1) + 2;
      grid.style.aspectRatio = `${width} / ${HEX_HEIGHT * (board.rows.length + 0.5)}`;
    } else {
      grid.style.gridTemplateColumns = `auto repeat(${board.columns.length}, 1fr)`;
    }
    panel.append(choices, grid);
    const shorts = new Map(board.kinds.map((k) => [k.word.toLowerCase(), k.short]));
    const sideNames = new Map(board.sides.map((s) => [s.word.toLowerCase(), s.name]));
    const colours = board.colours || {};
    let current = `${board.columns[0]}${board.rows[0]}`; // the cell the keyboard is on

    function draw() {
      const focused = grid.contains(document.activeElement);
      grid.replaceChildren();
      const table = boardTable(textarea.value, board);
      panel.hidden = table === null;
      if (!table) return;
      const where = pieces(table, board);
      const rows = rowsAt(table, board, false);
      const kindAt = columnOf(table, board, "warrior");
      const sideAt = columnOf(table, board, "side");
      const groundAt = board.header.terrain ? columnOf(table, board, "terrain") : -1;
      const top = board.rows.length;
      [...board.rows].reverse().forEach((row, r) => {
        if (!hexes) grid.append(axis(String(row), 1, r + 1));
        board.columns.forEach((column, c) => {
          const name = `${column}${row}`;
          const cell = button("", hexes ? "tryit-cell tryit-hex" : "tryit-cell");
          cell.dataset.cell = name;
          cell.tabIndex = name === current ? 0 : -1;
          if (hexes) placeHex(cell, board, column, row);
          else {
            cell.style.gridColumn = String(c + 2);
            cell.style.gridRow = String(r + 1);
          }
          paint(cell, colours.cell);
          let title = name;
          const at = rows.get(name);
          const ground = at !== undefined && groundAt >= 0 ? table.rows[at][groundAt] || "" : "";
          if (ground) {
            const found = terrainLook(board, ground);
            if (found.look) {
              cell.classList.add(`tryit-terrain-${found.look}`);
              if (colours.terrain) paint(cell, { fill: colours.terrain[found.look], text: "" });
            }
            if (found.blocks) cell.classList.add("tryit-blocks");
            title += ` (${ground})`;
          }
          if (hexes) cell.append(element("span", "tryit-hex-name", name));
          const n = where.get(name);
          if (n !== undefined) {
            const piece = table.rows[n];
            const kindWord = (piece[kindAt] || "").toLowerCase();
            const sideName = sideNames.get((piece[sideAt] || "").toLowerCase()) || "other";
            cell.append(element("span", "tryit-piece", shorts.get(kindWord) || "?"));
            cell.classList.add(`tryit-side-${sideName}`);
            paint(cell, colours.sides && colours.sides[sideName]);
            title = `${title}: ${piece[kindAt] || ""} (${piece[sideAt] || ""})`;
          }
          cell.title = title;
          cell.setAttribute("aria-label", cell.title);
          cell.addEventListener("click", () => toggle(name));
          cell.addEventListener("keydown", (event) => step(event, column, row));
          grid.append(cell);
        });
      });
      if (!hexes) board.columns.forEach((column, c) => grid.append(axis(column, c + 2, top + 1)));
      if (focused) grid.querySelector('[tabindex="0"]')?.focus();
    }

    function step(event, column, row) {
      // The arrow keys go to the next cell that way (a hex board: the column's hex of that row).
      const move = MOVES[event.key];
      if (!move) return;
      event.preventDefault();
      const c = board.columns.indexOf(column) + move[0];
      const r = board.rows.indexOf(row) + move[1];
      if (c < 0 || r < 0 || c >= board.columns.length || r >= board.rows.length) return;
      current = `${board.columns[c]}${board.rows[r]}`;
      grid.querySelectorAll(".tryit-cell").forEach((cell) => {
        cell.tabIndex = cell.dataset.cell === current ? 0 : -1;
      });
      grid.querySelector(`[data-cell="${current}"]`).focus();
    }

    function toggle(name) {
      current = name;
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

  return { element, button, boardTable, columnOf, writeTable, ensureColumn, editor: boardEditor };
})();
