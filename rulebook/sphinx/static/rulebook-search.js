/* The search page's snippets, as a reader sees the page: Sphinx takes the text of a result's
 * page with textContent, which runs table cells together ("cellwarriorside") and takes in
 * what is no part of the text (the language switch, the Try it buttons, the boards' letters).
 * Loaded (deferred) on the search page only, after Sphinx's searchtools.js and before the
 * search runs; it replaces Search.htmlToText with a reading that keeps blocks apart.
 */
"use strict";

(() => {
  if (typeof Search === "undefined") return;
  // Not the page's text: the language switch above it, Try it, the boards, words for
  // screen readers that the page also shows as marks.
  const LEFT_OUT = [
    ".headerlink", "script", "style", "svg", ".rulebook-languages-top", "div.tryit",
    ".step-status", ".rulebook-preview",
  ];
  // Elements whose text stands apart from its neighbours'.
  const BLOCKS = new Set([
    "ADDRESS", "ARTICLE", "ASIDE", "BLOCKQUOTE", "DD", "DETAILS", "DIV", "DL", "DT", "FIGCAPTION",
    "FIGURE", "FOOTER", "H1", "H2", "H3", "H4", "H5", "H6", "HEADER", "HR", "LI", "MAIN", "NAV",
    "OL", "P", "PRE", "SECTION", "SUMMARY", "TABLE", "TD", "TH", "TR", "UL", "BR", "CAPTION",
  ]);

  function readable(root) {
    const parts = [];
    (function walk(node) {
      for (const child of node.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) parts.push(child.data);
        else if (child.nodeType === Node.ELEMENT_NODE) {
          const apart = BLOCKS.has(child.tagName);
          if (apart) parts.push(" ");
          walk(child);
          if (apart) parts.push(" ");
        }
      }
    })(root);
    return parts.join("").replace(/\s+/g, " ").trim();
  }

  Search.htmlToText = (htmlString, anchor) => {
    const page = new DOMParser().parseFromString(htmlString, "text/html");
    page.querySelectorAll(LEFT_OUT.join(", ")).forEach((found) => found.remove());
    const main = page.querySelector('[role="main"]');
    if (!main) return "";
    let part = null;
    try {
      part = anchor ? main.querySelector(anchor) : null;
    } catch {
      part = null; // an anchor that is no valid selector: the whole page
    }
    return readable(part || main);
  };
})();
