// Stands in for CSS modules in Jest: every class name is its own key, so tests can assert which class applies.
const classNames = new Proxy({} as Record<string, string>, {
  get: (_target, key) => (key === `__esModule` ? true : key),
})

module.exports = classNames
