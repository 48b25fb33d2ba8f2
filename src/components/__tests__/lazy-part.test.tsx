// A part loaded on demand whose code cannot be fetched is left out; the rest of the page stays.
import * as React from "react"
import { render, screen } from "@testing-library/react"
import { lazyPart } from "../lazy-part"

const Unreachable = lazyPart<object>(() =>
  Promise.reject(new Error(`Loading chunk head-tags failed (the phone is offline)`)),
)
const Arrived = lazyPart(() => Promise.resolve({ default: () => <p>The hedgehog</p> }))

it(`leaves out a part whose code cannot be fetched, and keeps the page around it`, async () => {
  render(
    <main>
      <h1>Schedule</h1>
      <React.Suspense fallback={null}>
        <Unreachable />
        <Arrived />
      </React.Suspense>
    </main>,
  )
  expect(await screen.findByText(`The hedgehog`)).toBeInTheDocument()
  expect(screen.getByRole(`heading`, { name: `Schedule` })).toBeInTheDocument()
})
