// threadfold embed: written by `threadfold embed --for eleventy`, replaced on every run.
// In .eleventy.js:   eleventyConfig.addPlugin(require("./_threadfold/eleventy.js"));
// In a post layout:  {% threadfold page.url %}
const data = require("./threadfold.json");

module.exports = function (eleventyConfig) {
  eleventyConfig.addPassthroughCopy({
    "_threadfold/threadfold.css": "threadfold/threadfold.css",
    "_threadfold/threadfold.js": "threadfold/threadfold.js",
  });
  // The page's URL as Eleventy gives it (/posts/hello/); the data file holds every form.
  // With --live, the widget's markup stands around the fragments, on every page.
  eleventyConfig.addShortcode("threadfold", function (url) {
    const slugs = data.pages[url] || [];
    const live = data.live || { before: "", after: "" };
    if (slugs.length === 0) {
      return live.before + live.after;
    }
    const prefix = eleventyConfig.getFilter("url");
    return '<link rel="stylesheet" href="' + prefix("/threadfold/threadfold.css") + '">\n' +
      '<script src="' + prefix("/threadfold/threadfold.js") + '" defer></script>\n' +
      live.before + slugs.map(function (slug) { return data.threads[slug].html; }).join("") + live.after;
  });
};
