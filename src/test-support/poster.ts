// A show poster for `npm run bench:scale` and the tests' edited content: drawn as SVG (the band's name, the venue, the date, the show's own colour)
// and rendered to a 600x750 PNG by sharp, as plain as the band's real posters.
import sharp from "sharp"

export const posterSize = { width: 600, height: 750 }

/** What a poster shows: the show's place and time, in the show's own colour (scripts/bench/generated-shows.ts). */
export interface PosterShow {
  show: { where: string; when: string }
  colour: string
}

export async function renderPoster({ show, colour }: PosterShow, file: string): Promise<void> {
  await sharp(Buffer.from(posterSvg(show.where, show.when, colour)))
    .png()
    .toFile(file)
}

export function posterSvg(where: string, when: string, colour: string): string {
  const { width, height } = posterSize
  // Long venue names get smaller letters, so that they stay on the poster.
  const venueSize = Math.min(44, Math.floor(1000 / Math.max(where.length, 1)))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${colour}"/>
  <rect x="30" y="30" width="${width - 60}" height="${height - 60}" rx="24" fill="none" stroke="#fffdf4" stroke-width="8"/>
  <circle cx="300" cy="250" r="130" fill="#fffdf4"/>
  <path d="M255 190h90v30l20 30v110h-130v-110l20-30z" fill="${colour}"/>
  <g font-family="DejaVu Sans, Arial, sans-serif" text-anchor="middle" fill="#1b1b1b">
    <text x="300" y="470" font-size="62" font-weight="bold">MILK PATROL</text>
    <text x="300" y="540" font-size="${venueSize}">${xmlText(where)}</text>
    <text x="300" y="610" font-size="32">${xmlText(when)}</text>
  </g>
</svg>`
}

function xmlText(text: string): string {
  return text.replace(/&/g, `&amp;`).replace(/</g, `&lt;`).replace(/>/g, `&gt;`)
}
