// Guesses what an editor meant by a misspelt name ("lnik" → "link", "Jake Ewn" → "Jake Ewen"), by leven's edit
// distance (single-character insertions, deletions and changes).
import leven from "leven"

/** The candidates closest to `name`, best first, leaving out any that are too far off to be a typo. */
export function closestNames(name: string, candidates: readonly string[], limit = 3): string[] {
  return candidates
    .map((candidate) => ({ candidate, distance: leven(name.toLowerCase(), candidate.toLowerCase()) }))
    .filter(({ distance }) => distance <= Math.max(2, Math.floor(name.length / 3)))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, limit)
    .map(({ candidate }) => candidate)
}
