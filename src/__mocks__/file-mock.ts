// Stands in for imported image files, which Jest cannot load.
export default `test-file-stub`
