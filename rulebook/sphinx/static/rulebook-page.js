/* Every page of a web book: the language switch keeps the reader's place, and the sidebar
 * offers only the printed books the server has.
 *
 * - The switch to the other language leads to the same page; the anchor the reader is at
 *   (a rule, a scenario, a shared question) goes along, kept up to date as it changes.
 * - A printed book is linked whether or not it was built (``rulebook build --format all``
 *   builds it, ``rulebook build`` does not): served over HTTP, a page reads which ones the
 *   book has (downloads/index.json) and hides the others. From disk the links stay.
 */
"use strict";

(() => {
  function keepAnchor() {
    document.querySelectorAll("a.rulebook-language").forEach((link) => {
      const page = link.getAttribute("href").split("#")[0];
      link.setAttribute("href", page + location.hash);
    });
  }

  async function checkDownloads() {
    // The printed books the book has (downloads/index.json, written by every build).
    for (const nav of document.querySelectorAll("nav.rulebook-downloads")) {
      const links = [...nav.querySelectorAll("a.rulebook-download")];
      const index = nav.dataset.index;
      if (index && (location.protocol === "http:" || location.protocol === "https:")) {
        let files = [];
        try {
          const response = await fetch(new URL(index, location.href), { cache: "no-cache" });
          if (response.ok) files = (await response.json()).files || [];
        } catch {
          files = [];
        }
        links.forEach((link) => {
          link.hidden = !files.includes(link.getAttribute("href").split("/").pop());
        });
        nav.hidden = links.every((link) => link.hidden);
      }
      links.forEach((link) => {
        link.dataset.checked = "";
      });
    }
  }

  keepAnchor();
  addEventListener("hashchange", keepAnchor);
  checkDownloads();
})();
