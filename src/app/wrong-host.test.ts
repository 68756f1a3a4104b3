import { showWrongHost, WRONG_HOST_TEXT, WRONG_HOST_TITLE } from './wrong-host'

describe('a build on a host it does not know (docs/deployment.md, Environments)', () => {
  it('says 环境配置错误 in place of the app, and tells the start-up guard the page started', () => {
    const root = document.createElement('div')
    root.append(document.createElement('span'))
    delete window.__started
    showWrongHost(root)
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(`${WRONG_HOST_TITLE}${WRONG_HOST_TEXT}`)
    expect(root.children).toHaveLength(1)
    expect(document.title).toBe('环境配置错误')
    expect(window.__started).toBe(true)
  })
})
