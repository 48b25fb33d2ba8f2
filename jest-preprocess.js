// Babel transform for Jest: Gatsby's own preset, plus TypeScript.
module.exports = require(`babel-jest`).default.createTransformer({
  presets: [`babel-preset-gatsby`, `@babel/preset-typescript`],
})
