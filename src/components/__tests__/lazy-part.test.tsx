// A part loaded on demand whose code cannot be fetched is left out; the rest of the page stays.
import * as React from "react"
import { act, render, screen, waitFor } from "@testing-library/react"
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

it(`fetches a part that could not be fetched again the next time it is needed`, async () => {
  let attempts = 0
  const Head = lazyPart<{ title: string }>(() => {
    attempts += 1
    return attempts === 1
      ? Promise.reject(new Error(`Loading chunk head-tags failed (the connection dropped it)`))
      : Promise.resolve({ default: ({ title }: { title: string }) => <p>{title}</p> })
  })
  const page = (title: string) => (
    <React.Suspense fallback={null}>
      <Head title={title} />
    </React.Suspense>
  )
  const { rerender } = render(page(`Milk Patrol-About`))
  await waitFor(() => expect(attempts).toBe(1))
  // The failure settles (nothing shown); the fan reads the page for a while.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(screen.queryByText(`Milk Patrol-About`)).toBeNull()
  // The next page needs the head again: this time its code arrives.
  rerender(page(`Milk Patrol-FAQ`))
  expect(await screen.findByText(`Milk Patrol-FAQ`)).toBeInTheDocument()
  expect(attempts).toBe(2)
})
