// A local stand-in for utterances' client.js (utterance/utterances, src/client.ts), for
// the browser suite: the real script needs the network. It does what the real one does
// to the page: gathers its script's attributes with "data-" dropped from their names,
// inserts div.utterances with the iframe right after the script, and removes the script.
// The frame is a local page instead of utteranc.es/utterances.html.
(function () {
  var script = document.currentScript;
  var attrs = {};
  for (var i = 0; i < script.attributes.length; i++) {
    var attribute = script.attributes.item(i);
    attrs[attribute.name.replace(/^data-/, "")] = attribute.value;
  }
  var frameUrl = new URL("frame.html", script.src).href;
  script.insertAdjacentHTML(
    "afterend",
    '<div class="utterances">' +
      '<iframe class="utterances-frame" title="Comments" scrolling="no" src="' + frameUrl + '"></iframe>' +
      "</div>");
  var frame = script.nextElementSibling.firstElementChild;
  // What the real script sends to utteranc.es, for the test to read.
  frame.dataset.repo = attrs.repo || "";
  frame.dataset.issueTerm = attrs["issue-term"] || "";
  script.parentElement.removeChild(script);
})();
