/** What a script run in the showroom's origin would do with a visitor's login: read it and send it away. */
const STEAL = "document.title='ran';new Image().src='/stolen?'+encodeURIComponent(localStorage.getItem('jwt'))";
/** Uploads that would run a script if they were served as a page of the showroom's origin. */
export const HOSTILE_UPLOADS = {
  'page.html': `<!doctype html><title>page</title><script>${STEAL}</script><img src=x onerror="${STEAL}"><script src="tool.js"></script>`,
  'tool.js': `${STEAL};`,
  'logo.svg': `<svg xmlns="http://www.w3.org/2000/svg"><script>${STEAL}</script></svg>`,
};
