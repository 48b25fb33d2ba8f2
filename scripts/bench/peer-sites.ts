// The same shows built by the project's peers, for `npm run bench:scale` to print beside its own figures: Astro
// (astro:assets on sharp) and Hugo (its own image processing), each given the same pages (Home's upcoming cards, the
// Schedule's upcoming and latest previous cards, a page per year played and per show) and the same poster variants:
// a card's poster at 200px and 400px, a show page's at 240, 480, 720 and 960px up to the poster's own width (and
// that width), in AVIF
// (Hugo has no AVIF encoder), WebP and the poster's own PNG, AVIF and WebP at quality 40. Neither peer belongs to the
// project: Astro is installed by npm into a folder of its own (MILK_PATROL_PEERS, by default
// ~/.cache/milk-patrol-peers; docs/performance.md says how) and Hugo comes from the system (`apt-get install hugo`).
// The link previews the project draws after its pages are not made by either peer.
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import type { Show } from "../../src/content-model/schema"
import { previousShowsOnSchedule } from "../../src/shows/schedule-pages"
import { splitShows } from "../../src/shows/split-shows"
import { showPagePath } from "../../src/site/addresses"
import {
  publishedSize,
  runMeasured,
  type MeasuredCommand,
  type PeakMemory,
  type PublishedSize,
} from "./build-figures"

/** Where the peers installed for benchmarks live, outside the project. */
export const peersDir =
  process.env.MILK_PATROL_PEERS || path.join(os.homedir(), `.cache`, `milk-patrol-peers`)

/** The widths the site's queries ask of a poster (src/components/show-card.tsx, src/templates/show-page.tsx). */
const cardWidth = 200
const pageWidths = [240, 480, 720, 960]
const quality = 40

/** A show as the peers' pages need it: where its poster is on disk, and its page's address. */
export interface PeerShow {
  show: Show
  /** The poster file on disk */
  poster: string
}

/** A peer's figures; its peak memory is its cold build's. */
export interface PeerFigures extends PeakMemory {
  peer: string
  version: string
  coldSeconds: number
  warmSeconds: number
  published: PublishedSize
}

interface Peer {
  name: string
  version: string
  /** Writes the peer's project for `shows` into `dir` (empty), ready to build */
  write: (dir: string, shows: readonly PeerShow[], now: Date) => void
  /** Its build, in the project's folder `dir` */
  build: (dir: string) => MeasuredCommand
  /** What a cold build starts without: its output and every cache it keeps */
  caches: readonly string[]
  /** The folder it publishes */
  output: string
}

/** The peers installed on this machine; none when neither is. */
export function installedPeers(): Peer[] {
  const peers: Peer[] = []
  const astroPackage = path.join(peersDir, `astro`, `node_modules`, `astro`, `package.json`)
  if (fs.existsSync(astroPackage))
    peers.push({
      name: `Astro`,
      version: (JSON.parse(fs.readFileSync(astroPackage, `utf8`)) as { version: string }).version,
      write: writeAstroSite,
      // As a host builds an Astro site, and as the project's own build is measured: `npm run build`, which runs
      // `astro build`. npm's own process is then in both peaks.
      build: (dir) => ({ project: dir, script: `build`, env: { ASTRO_TELEMETRY_DISABLED: `1` } }),
      caches: [`dist`, `.astro-cache`, `.astro`],
      output: `dist`,
    })
  const hugo = spawnSync(`hugo`, [`version`], { encoding: `utf8` })
  if (hugo.status === 0)
    peers.push({
      name: `Hugo`,
      version: /v[\d.]+\S*/.exec(hugo.stdout)?.[0] ?? hugo.stdout.trim(),
      write: writeHugoSite,
      build: (dir) => ({
        command: `hugo`,
        args: [`--quiet`, `--cacheDir`, path.join(dir, `.hugo-cache`)],
        cwd: dir,
      }),
      caches: [`public`, `resources`, `.hugo-cache`],
      output: `public`,
    })
  return peers
}

/** Writes `peer`'s project for `shows` into `dir`, builds it cold and then warm with nothing changed. */
export async function measurePeer(
  peer: Peer,
  shows: readonly PeerShow[],
  now: Date,
  dir: string,
  logFile: (step: string) => string,
): Promise<PeerFigures> {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  peer.write(dir, shows, now)
  for (const cache of peer.caches) fs.rmSync(path.join(dir, cache), { recursive: true, force: true })
  const build = peer.build(dir)
  const name = peer.name.toLowerCase()
  const cold = await runMeasured(build, logFile(`${name}-cold-build`))
  const published = publishedSize(path.join(dir, peer.output))
  const warm = await runMeasured(build, logFile(`${name}-warm-build`))
  return {
    peer: peer.name,
    version: peer.version,
    coldSeconds: cold.seconds,
    warmSeconds: warm.seconds,
    published,
    peakMemory: cold.peakMemory,
    peakProportionalMemory: cold.peakProportionalMemory,
  }
}

/** The pages every peer makes, with the shows each lists. */
function sitePages(shows: readonly PeerShow[], now: Date) {
  const { upcoming, previous } = splitShows(
    shows.map((peerShow) => ({ ...peerShow, date: peerShow.show.date })),
    now,
  )
  const years = [...new Set(previous.map((show) => show.date.slice(0, 4)))]
  return {
    upcoming,
    latestPrevious: previous.slice(0, previousShowsOnSchedule),
    years: years.map((year) => ({ year, shows: previous.filter((show) => show.date.startsWith(year)) })),
  }
}

/** The file name a show's poster is copied to: its page's id, so two shows' posters never clash. */
function posterName({ show }: PeerShow): string {
  return `${showPagePath(show).split(`/`)[2]}.png`
}

function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
}

function writeAstroSite(dir: string, shows: readonly PeerShow[], now: Date): void {
  fs.symlinkSync(path.join(peersDir, `astro`, `node_modules`), path.join(dir, `node_modules`), `dir`)
  fs.mkdirSync(path.join(dir, `src`, `assets`, `posters`), { recursive: true })
  for (const show of shows)
    fs.copyFileSync(show.poster, path.join(dir, `src`, `assets`, `posters`, posterName(show)))
  const { upcoming, latestPrevious, years } = sitePages(shows, now)
  const card = (show: PeerShow) => ({ ...show.show, page: showPagePath(show.show), poster: posterName(show) })
  writeFiles(dir, {
    "package.json": JSON.stringify({
      name: `milk-patrol-astro-peer`,
      private: true,
      type: `module`,
      scripts: { build: `astro build` },
    }),
    // Its own cache folder: the installed packages' node_modules/.astro is shared by every size measured.
    "astro.config.mjs": `export default { site: "https://milkpatrol.example", cacheDir: "./.astro-cache" }\n`,
    "src/shows.json": JSON.stringify({
      all: shows.map(card),
      upcoming: upcoming.map(card),
      latestPrevious: latestPrevious.map(card),
      years: years.map(({ year, shows: played }) => ({ year, shows: played.map(card) })),
    }),
    "src/posters.ts": `import type { ImageMetadata } from "astro"
const files = import.meta.glob<{ default: ImageMetadata }>("./assets/posters/*.png", { eager: true })
export const poster = (name: string) => files[\`./assets/posters/\${name}\`]!.default
`,
    "src/components/Card.astro": `---
import { Picture } from "astro:assets"
import { poster } from "../posters"
const { show } = Astro.props
---
<li>
  <a href={show.page}><b>{show.where}</b> {show.when}</a>
  <a href={show.link}><Picture src={poster(show.poster)} alt={\`Poster: \${show.where}\`} width={${cardWidth}}
    densities={[1, 2]} formats={["avif", "webp"]} quality={${quality}} /></a>
</li>
`,
    "src/layouts/Page.astro": `---
const { title } = Astro.props
---
<html lang="en"><head><meta charset="utf-8" /><title>{title} | Milk Patrol</title></head>
<body><nav><a href="/">Home</a> <a href="/schedule/">Schedule</a></nav><main><h1>{title}</h1><slot /></main></body></html>
`,
    "src/pages/index.astro": `---
import Page from "../layouts/Page.astro"
import Card from "../components/Card.astro"
import shows from "../shows.json"
---
<Page title="Milk Patrol"><ul>{shows.upcoming.map((show) => <Card show={show} />)}</ul></Page>
`,
    "src/pages/schedule/index.astro": `---
import Page from "../../layouts/Page.astro"
import Card from "../../components/Card.astro"
import shows from "../../shows.json"
---
<Page title="Schedule">
  <h2>Upcoming</h2><ul>{shows.upcoming.map((show) => <Card show={show} />)}</ul>
  <h2>Previous</h2><ul>{shows.latestPrevious.map((show) => <Card show={show} />)}</ul>
  <ul>{shows.years.map(({ year }) => <li><a href={\`/schedule/\${year}/\`}>{year}</a></li>)}</ul>
</Page>
`,
    "src/pages/schedule/[year].astro": `---
import Page from "../../layouts/Page.astro"
import Card from "../../components/Card.astro"
import shows from "../../shows.json"
export function getStaticPaths() {
  return shows.years.map(({ year, shows }) => ({ params: { year }, props: { shows } }))
}
const { shows: played } = Astro.props
---
<Page title={\`Shows in \${Astro.params.year}\`}><ul>{played.map((show) => <Card show={show} />)}</ul></Page>
`,
    "src/pages/shows/[id].astro": `---
import { Picture } from "astro:assets"
import Page from "../../layouts/Page.astro"
import { poster } from "../../posters"
import shows from "../../shows.json"
export function getStaticPaths() {
  return shows.all.map((show) => ({ params: { id: show.page.split("/")[2] }, props: { show } }))
}
const { show } = Astro.props
const image = poster(show.poster)
// As gatsby-plugin-image does: the widths the poster has, and its own width when a larger one was left out.
const widths = ${JSON.stringify(pageWidths)}.filter((width) => width <= image.width)
if (widths.length < ${pageWidths.length} && !widths.includes(image.width)) widths.push(image.width)
---
<Page title={\`\${show.where}, \${show.when}\`}>
  <a href={show.link}>Tickets</a>
  <Picture src={image} alt={\`Poster: \${show.where}\`} widths={widths}
    sizes="(min-width: 560px) 480px, calc(100vw - 4rem)" formats={["avif", "webp"]} quality={${quality}} />
</Page>
`,
  })
}

function writeHugoSite(dir: string, shows: readonly PeerShow[], now: Date): void {
  const { upcoming, latestPrevious, years } = sitePages(shows, now)
  const idOf = ({ show }: PeerShow) => showPagePath(show).split(`/`)[2]!
  const frontMatter = (fields: Record<string, unknown>) => `${JSON.stringify(fields, null, 2)}\n`
  const files: Record<string, string> = {
    "hugo.toml": `baseURL = "https://milkpatrol.example/"
title = "Milk Patrol"
disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]
`,
    "content/_index.md": frontMatter({ title: `Milk Patrol`, upcoming: upcoming.map(idOf) }),
    "content/shows/_index.md": frontMatter({ title: `Shows`, _build: { render: `never` } }),
    "content/schedule/_index.md": frontMatter({
      title: `Schedule`,
      upcoming: upcoming.map(idOf),
      previous: latestPrevious.map(idOf),
      years: years.map(({ year }) => year),
    }),
    "layouts/_default/baseof.html": `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }} | Milk Patrol</title></head>
<body><nav><a href="/">Home</a> <a href="/schedule/">Schedule</a></nav><main><h1>{{ .Title }}</h1>{{ block "main" . }}{{ end }}</main></body></html>
`,
    // A card: the poster at 200px and 400px, WebP and the PNG itself (Hugo encodes no AVIF).
    "layouts/partials/card.html": `{{ $show := site.GetPage (printf "/shows/%s" .) }}{{ $poster := $show.Resources.GetMatch "poster.png" }}
{{ $small := $poster.Resize "${cardWidth}x png" }}{{ $large := $poster.Resize "${cardWidth * 2}x png" }}
{{ $smallWebp := $poster.Resize "${cardWidth}x webp q${quality}" }}{{ $largeWebp := $poster.Resize "${cardWidth * 2}x webp q${quality}" }}
<li><a href="{{ $show.RelPermalink }}"><b>{{ $show.Params.where }}</b> {{ $show.Params.when }}</a>
<a href="{{ $show.Params.link }}"><picture><source type="image/webp" srcset="{{ $smallWebp.RelPermalink }} 1x, {{ $largeWebp.RelPermalink }} 2x">
<img src="{{ $small.RelPermalink }}" srcset="{{ $small.RelPermalink }} 1x, {{ $large.RelPermalink }} 2x" width="{{ $small.Width }}" height="{{ $small.Height }}" alt="Poster: {{ $show.Params.where }}"></picture></a></li>
`,
    "layouts/index.html": `{{ define "main" }}<ul>{{ range .Params.upcoming }}{{ partial "card.html" . }}{{ end }}</ul>{{ end }}
`,
    "layouts/schedule/list.html": `{{ define "main" }}
<h2>Upcoming</h2><ul>{{ range .Params.upcoming }}{{ partial "card.html" . }}{{ end }}</ul>
<h2>Previous</h2><ul>{{ range .Params.previous }}{{ partial "card.html" . }}{{ end }}</ul>
<ul>{{ range .Params.years }}<li><a href="/schedule/{{ . }}/">{{ . }}</a></li>{{ end }}</ul>
{{ end }}
`,
    "layouts/schedule/single.html": `{{ define "main" }}<ul>{{ range .Params.shows }}{{ partial "card.html" . }}{{ end }}</ul>{{ end }}
`,
    // A show's page: the poster at the page's widths up to its own, WebP and the PNG itself.
    "layouts/shows/single.html": `{{ define "main" }}{{ $poster := .Resources.GetMatch "poster.png" }}
<a href="{{ .Params.link }}">Tickets</a>
{{ $widths := slice }}{{ range (slice ${pageWidths.join(` `)}) }}{{ if le . $poster.Width }}{{ $widths = $widths | append . }}{{ end }}{{ end }}
{{ if and (lt (len $widths) ${pageWidths.length}) (not (in $widths $poster.Width)) }}{{ $widths = $widths | append $poster.Width }}{{ end }}
{{ $png := slice }}{{ $webp := slice }}
{{ range $widths }}
{{ $png = $png | append (printf "%s %dw" ($poster.Resize (printf "%dx png" .)).RelPermalink .) }}
{{ $webp = $webp | append (printf "%s %dw" ($poster.Resize (printf "%dx webp q${quality}" .)).RelPermalink .) }}
{{ end }}
{{ $fallback := $poster.Resize "${pageWidths[1]}x png" }}
<picture><source type="image/webp" srcset="{{ delimit $webp ", " }}" sizes="(min-width: 560px) 480px, calc(100vw - 4rem)">
<img src="{{ $fallback.RelPermalink }}" srcset="{{ delimit $png ", " }}" sizes="(min-width: 560px) 480px, calc(100vw - 4rem)" width="{{ $fallback.Width }}" height="{{ $fallback.Height }}" alt="Poster: {{ .Params.where }}"></picture>
{{ end }}
`,
  }
  for (const { year, shows: played } of years)
    files[`content/schedule/${year}.md`] = frontMatter({
      title: `Shows in ${year}`,
      shows: played.map(idOf),
    })
  for (const show of shows)
    files[`content/shows/${idOf(show)}/index.md`] = frontMatter({
      title: `${show.show.where}, ${show.show.when}`,
      where: show.show.where,
      when: show.show.when,
      link: show.show.link,
      // Only the pictures a page names are published, as Gatsby and Astro do, not the poster as it came.
      _build: { publishResources: false },
    })
  writeFiles(dir, files)
  for (const show of shows)
    fs.copyFileSync(show.poster, path.join(dir, `content`, `shows`, idOf(show), `poster.png`))
}
