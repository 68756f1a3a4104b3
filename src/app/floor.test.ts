import { FLOOR_POLYFILLS, installFloorPolyfills } from './floor'

/** A window-like scope without the functions the floor lacks (docs/engines.md). */
function floorScope() {
  const promise = Object.assign(function FloorPromise() {} as unknown as PromiseConstructor, {
    all: Promise.all.bind(Promise),
    resolve: Promise.resolve.bind(Promise),
  })
  return { Promise: promise } as unknown as typeof window
}

describe('floor polyfills', () => {
  it('lists what it installs', () => {
    expect(FLOOR_POLYFILLS).toEqual(['globalThis', 'Promise.allSettled'])
  })

  it('gives a scope without globalThis one that is the scope itself', () => {
    const scope = floorScope()
    installFloorPolyfills(scope)
    expect((scope as unknown as { globalThis: unknown }).globalThis).toBe(scope)
  })

  it('adds Promise.allSettled with the standard result shape', async () => {
    const scope = floorScope()
    installFloorPolyfills(scope)
    const results = await scope.Promise.allSettled([1, Promise.reject(new Error('x')), Promise.resolve(3)])
    expect(results).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: new Error('x') },
      { status: 'fulfilled', value: 3 },
    ])
  })

  it('leaves an engine that has them alone', () => {
    const own = Promise.allSettled
    installFloorPolyfills(window)
    expect(Promise.allSettled).toBe(own)
    expect(globalThis).toBe(window)
  })
})
