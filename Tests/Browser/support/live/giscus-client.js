// A local stand-in for giscus's client.js (giscus/giscus, client.ts), for the browser
// suite: the real script needs the network. It does what the real one does to the page,
// in the same steps: reads its attributes from script.dataset, takes the first .giscus
// (or makes one after the script), removes its children and appends the iframe. The
// frame is a local page instead of giscus.app/widget.
(function () {
  var script = document.currentScript;
  var attributes = script.dataset;
  var iframeElement = document.createElement("iframe");
  iframeElement.setAttribute("class", "giscus-frame");
  iframeElement.setAttribute("title", "Comments");
  iframeElement.setAttribute("src", new URL("frame.html", script.src).href);
  // What the real script sends to giscus.app, for the test to read.
  iframeElement.dataset.repo = attributes.repo || "";
  iframeElement.dataset.repoId = attributes.repoId || "";
  iframeElement.dataset.categoryId = attributes.categoryId || "";
  var existingContainer = document.querySelector(".giscus");
  if (!existingContainer) {
    var iframeContainer = document.createElement("div");
    iframeContainer.setAttribute("class", "giscus");
    iframeContainer.appendChild(iframeElement);
    script.insertAdjacentElement("afterend", iframeContainer);
  } else {
    while (existingContainer.firstChild) existingContainer.firstChild.remove();
    existingContainer.appendChild(iframeElement);
  }
})();
