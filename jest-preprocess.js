// Jest's transform: TypeScript, JSX and the ES modules some packages ship, to CommonJS, through swc (@swc/jest, which
// hoists jest.mock calls above the imports as babel-jest does): faster than Babel with Gatsby's preset, most of all
// from an empty cache, as on a fresh CI machine.
module.exports = require(`@swc/jest`).createTransformer({
  jsc: {
    parser: { syntax: `typescript`, tsx: true },
    transform: { react: { runtime: `automatic` } },
    target: `es2022`,
  },
  module: { type: `commonjs` },
})
