import { render, screen } from '@testing-library/react'
import {
  MemoryRouter,
  NavigationType,
  UNSAFE_LocationContext,
  useLocation,
  useNavigationType,
  useRoutes,
  type Location,
} from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { LocationProvider } from './location-context'

/*
 * What the shown location relies on in react-router (location-context.tsx): these fail when an upgrade
 * changes it, before any page is drawn at the wrong address.
 */

const at = (pathname: string, search = ''): Location => ({
  pathname,
  search,
  hash: '',
  state: null,
  key: `key-${pathname}`,
})

function Where() {
  const { pathname, search } = useLocation()
  return <p data-testid="where">{`${pathname}${search} ${useNavigationType()}`}</p>
}

function Matched() {
  return useRoutes([
    { path: '/a', element: <p data-testid="matched">a</p> },
    { path: '/b', element: <p data-testid="matched">b</p> },
  ])
}

describe("react-router's location context (what LocationProvider relies on)", () => {
  it('exists as a React context object', () => {
    expect(UNSAFE_LocationContext).toBeDefined()
    expect(UNSAFE_LocationContext.Provider).toBeDefined()
    expect(UNSAFE_LocationContext.Consumer).toBeDefined()
  })

  it('changes what useLocation and useNavigationType return inside it, and nothing outside', () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <div data-testid="outside">
          <Where />
        </div>
        <LocationProvider value={{ location: at('/b', '?tab=1'), navigationType: NavigationType.Push }}>
          <div data-testid="inside">
            <Where />
          </div>
        </LocationProvider>
      </MemoryRouter>,
    )
    const [outside, inside] = screen.getAllByTestId('where')
    expect(outside).toHaveTextContent('/a POP')
    expect(inside).toHaveTextContent('/b?tab=1 PUSH')
  })

  it('is what useRoutes matches against: the routes are drawn at the provided location', () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <LocationProvider value={{ location: at('/b'), navigationType: NavigationType.Replace }}>
          <Matched />
          <Where />
        </LocationProvider>
      </MemoryRouter>,
    )
    expect(screen.getByTestId('matched')).toHaveTextContent('b')
    expect(screen.getByTestId('where')).toHaveTextContent('/b REPLACE')
  })
})

describe('the one way into react-router internals', () => {
  it('is this module: no other source file imports an UNSAFE_ name from react-router', () => {
    const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', {
      query: '?raw',
      import: 'default',
      eager: true,
    })
    const importers = Object.entries(sources)
      .filter(([file]) => !file.endsWith('.test.ts') && !file.endsWith('.test.tsx'))
      .filter(([, text]) => /\bUNSAFE_\w+/.test(text) && /from 'react-router(-dom)?'/.test(text))
      .map(([file]) => file)
    expect(importers).toEqual(['/src/app/navigation/location-context.tsx'])
  })
})
