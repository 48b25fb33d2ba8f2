// Not found: the hosts serve this page, with status 404, for any path the site does not have.
import * as React from "react"
import { Link, type PageProps } from "gatsby"
import { Layout } from "../components/layout"
import { Seo, pageTitle } from "../components/seo"
import { useBand } from "../hooks/use-band"

const NotFoundPage: React.FC<PageProps> = () => {
  const band = useBand()
  return (
    <Layout>
      <Seo title={pageTitle(band.name, `Page Not Found`)} path={`/404/`} hidden />
      <h1>This page has gone sour</h1>
      <p>There is nothing at this address. Maybe it was here once; maybe it was never milked.</p>
      <p>
        <Link className="tap-target" to="/">
          Back to the home page
        </Link>
      </p>
    </Layout>
  )
}

export default NotFoundPage
