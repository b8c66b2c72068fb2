/* Rule previews: hover, focus or tap a rule ID or a glossary term, and its text shows beside
 * it, without leaving the page (see rulebook/sphinx/previews.py).
 *
 * - A mouse: the text shows after a short pause on the link and goes when the pointer leaves
 *   both; the keyboard: it shows on focus, Escape hides it.
 * - A touch screen: the first tap shows the text, a second tap on the same link follows it.
 * - The text comes from ``_static/previews/<page>.js`` of the page the link points to, loaded
 *   once as a script (it works from disk too). It is the book's own HTML; its links are
 *   made to lead where they led on their own page, and its ids are dropped.
 */
"use strict";

(() => {
  const script = document.currentScript;
  const root = new URL("../", script.src); // the book's top folder
  const folder = new URL("previews/", script.src);
  const TARGET = /^#((?:ZN|LS1|LS2)-[0-9A-Z]+(?:\.[0-9]+)+|term-.+)$/;
  const SHOW_AFTER_MS = 250;
  const HIDE_AFTER_MS = 300;
  const loading = new Map(); // page -> promise of its previews
  const arrived = new Map(); // page -> the resolve of that promise

  window.rulebookPreviews = {
    add(page, previews) {
      const resolve = arrived.get(page);
      if (resolve) resolve(previews);
    },
  };

  function pageOf(url) {
    // "znamenosets/turn" for .../<book>/znamenosets/turn.html
    const path = decodeURIComponent(url.pathname);
    const top = decodeURIComponent(root.pathname);
    return path.startsWith(top) ? path.slice(top.length).replace(/\.html$/, "") : null;
  }

  function previewsOf(page) {
    if (!loading.has(page)) {
      loading.set(page, new Promise((resolve) => {
        arrived.set(page, resolve);
        const tag = document.createElement("script");
        tag.src = new URL(`${page}.js`, folder).href;
        tag.onerror = () => resolve({});
        document.head.append(tag);
      }));
    }
    return loading.get(page);
  }

  function targetOf(link) {
    if (link.classList.contains("headerlink") || link.classList.contains("rule-anchor")) return null;
    const url = new URL(link.getAttribute("href"), location.href);
    const found = url.hash.match(TARGET);
    if (!found || url.origin !== location.origin) return null;
    const page = pageOf(url);
    return page === null ? null : { page, anchor: decodeURIComponent(found[1]), url };
  }

  const box = document.createElement("div");
  box.className = "rulebook-preview";
  box.id = "rulebook-preview";
  box.setAttribute("role", "tooltip");
  box.hidden = true;
  let current = null; // the link whose preview shows
  let showing = null; // a timer
  let hiding = null;

  function fill(html, target, link) {
    const parsed = new DOMParser().parseFromString(html, "text/html");
    parsed.querySelectorAll("script, style, iframe, object, embed").forEach((n) => n.remove());
    parsed.querySelectorAll("[id]").forEach((n) => n.removeAttribute("id"));
    parsed.querySelectorAll("a[href]").forEach((a) => {
      a.href = new URL(a.getAttribute("href"), target.url).href; // as on its own page
    });
    const heading = document.createElement("p");
    heading.className = "rulebook-preview-heading";
    const named = document.createElement("a");
    named.href = target.url.href;
    named.textContent = target.anchor.startsWith("term-") ? link.textContent.trim() : target.anchor;
    heading.append(named);
    box.replaceChildren(heading, ...[...parsed.body.childNodes].map((n) => document.importNode(n, true)));
  }

  function place(link) {
    const edge = 8;
    const around = link.getBoundingClientRect();
    box.style.maxWidth = `${Math.min(32 * 16, innerWidth - 2 * edge)}px`;
    box.style.left = "0px";
    box.style.top = "0px";
    const size = box.getBoundingClientRect();
    const left = Math.max(edge, Math.min(around.left, innerWidth - size.width - edge));
    const below = around.bottom + 6;
    const top = below + size.height < innerHeight - edge || around.top < size.height + edge
      ? below
      : around.top - size.height - 6;
    box.style.left = `${left + scrollX}px`;
    box.style.top = `${top + scrollY}px`;
  }

  async function show(link) {
    const target = targetOf(link);
    if (!target) return false;
    const previews = await previewsOf(target.page);
    const html = previews[target.anchor];
    if (html === undefined) return false;
    clearTimeout(hiding);
    if (!box.isConnected) document.body.append(box);
    fill(html, target, link);
    box.hidden = false;
    place(link);
    if (current && current !== link) current.removeAttribute("aria-describedby");
    current = link;
    link.setAttribute("aria-describedby", box.id);
    return true;
  }

  function hide() {
    clearTimeout(showing);
    box.hidden = true;
    if (current) current.removeAttribute("aria-describedby");
    current = null;
  }

  function linkAt(event) {
    const link = event.target.closest && event.target.closest("a[href]");
    return link && !box.contains(link) && targetOf(link) ? link : null;
  }

  let touched = false; // the last pointer was a finger: taps, not hovers
  document.addEventListener("pointerdown", (event) => {
    touched = event.pointerType === "touch" || event.pointerType === "pen";
    if (!box.contains(event.target) && !linkAt(event)) hide();
  });
  document.addEventListener("click", (event) => {
    const link = linkAt(event);
    if (!link || !touched) return;
    if (current === link && !box.hidden) return; // the second tap follows the link
    event.preventDefault();
    show(link);
  });
  document.addEventListener("pointerover", (event) => {
    if (event.pointerType !== "mouse") return;
    if (box.contains(event.target)) {
      clearTimeout(hiding);
      return;
    }
    const link = linkAt(event);
    if (!link) return;
    clearTimeout(showing);
    showing = setTimeout(() => show(link), SHOW_AFTER_MS);
  });
  document.addEventListener("pointerout", (event) => {
    if (event.pointerType !== "mouse") return;
    const leaving = linkAt(event) || (box.contains(event.target) ? box : null);
    if (!leaving) return;
    const into = event.relatedTarget;
    if (into && (box.contains(into) || (current && current.contains(into)))) return;
    clearTimeout(showing);
    hiding = setTimeout(hide, HIDE_AFTER_MS);
  });
  document.addEventListener("focusin", (event) => {
    const link = linkAt(event);
    if (link && !touched) show(link);
  });
  document.addEventListener("focusout", (event) => {
    if (linkAt(event) && !box.contains(event.relatedTarget)) hiding = setTimeout(hide, HIDE_AFTER_MS);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !box.hidden) hide();
  });
})();
