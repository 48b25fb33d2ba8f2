// Jest's transform: TypeScript, JSX and the ES modules some packages ship, to CommonJS, through swc (@swc/jest, which
// hoists jest.mock calls above the imports as babel-jest does). Cold, on two cores, the unit suite took 43 s with it
// against 65 s through Babel and Gatsby's preset (docs/testing.md).
module.exports = require(`@swc/jest`).createTransformer({
  jsc: {
    parser: { syntax: `typescript`, tsx: true },
    transform: { react: { runtime: `automatic` } },
    target: `es2022`,
  },
  module: { type: `commonjs` },
})
