// Jest's module resolution, refusing any module under the live content/ (src/test-support/live-content-guard.js): an
// import of content/shows.json is a test reading the band's content, as fs.readFileSync of it is.
const path = require(`path`)
const { refuseInside } = require(`./src/test-support/live-content-guard`)

const liveContent = path.join(__dirname, `content`)

module.exports = (request, options) => {
  const resolved = options.defaultResolver(request, options)
  refuseInside(liveContent, resolved, `import`)
  return resolved
}
