import { bigintLiterals, floorProblems, unsafeUses } from './floor-gate'

const chunk = (code: string) => [{ file: 'page-x.js', code }]

describe('floor gate (docs/engines.md)', () => {
  it('fails a chunk that calls a function the floor lacks', () => {
    expect(floorProblems(chunk('function t(e){return e.findLast(e=>e.page)??e.at(-1)}'), [])).toEqual([
      expect.stringContaining('Array.prototype.at (Chrome 92, Safari 15.4)'),
      expect.stringContaining('Array.prototype.findLast (Chrome 97, Safari 15.4)'),
    ])
    expect(floorProblems(chunk('let c=Object.fromEntries(p)'), [])).toEqual([
      expect.stringContaining('Object.fromEntries (Chrome 73'),
    ])
    expect(floorProblems(chunk('let g=`Deno`in globalThis'), [])).toEqual([
      expect.stringContaining('globalThis (Chrome 71'),
    ])
  })

  it('passes what the floor polyfills provide', () => {
    expect(floorProblems(chunk('let g=`Deno`in globalThis'), ['globalThis'])).toEqual([])
  })

  it('passes a use behind a feature test, and names that only look like the function', () => {
    expect(unsafeUses('a.js', 'if(typeof ResizeObserver>`u`)return;let i=new ResizeObserver(r)')).toEqual([])
    expect(
      unsafeUses('a.js', 'window.requestIdleCallback?window.requestIdleCallback(()=>e()):setTimeout(e)'),
    ).toEqual([])
    expect(unsafeUses('a.js', 'let i=new ResizeObserver(r)')).toHaveLength(1)
    // A spread of a call to a minified function named `at` is not Array.prototype.at.
    expect(unsafeUses('a.js', 'n({...at(e,t),enabled:r})')).toEqual([])
    expect(unsafeUses('a.js', 'n({...e.at(-1)})')).toHaveLength(1)
  })

  it('counts BigInt literals, not the same text in strings', () => {
    expect(bigintLiterals('let a=10n+0x1fn,b="1n",c=`2n`')).toBe(2)
    expect(floorProblems(chunk('let a=0n'), [])).toEqual([expect.stringContaining('1 BigInt literal')])
  })
})
