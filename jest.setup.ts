// Matchers such as toBeInTheDocument() for every test.
import "@testing-library/jest-dom"
