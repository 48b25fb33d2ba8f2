// A stand-in for Gatsby in Jest: Link renders a plain anchor and queries return nothing.
import * as React from "react"

export const graphql = jest.fn()
export const useStaticQuery = jest.fn()
export const navigate = jest.fn()
export const withPrefix = (path: string) => path

interface LinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string
  activeClassName?: string
  partiallyActive?: boolean
}

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _activeClassName, partiallyActive: _partiallyActive, ...rest },
  ref,
) {
  const isCurrent = typeof window !== `undefined` && window.location.pathname === to
  return <a ref={ref} href={to} aria-current={isCurrent ? `page` : undefined} {...rest} />
})
