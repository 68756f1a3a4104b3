import { createHash } from 'node:crypto'
import path from 'node:path'
import { root } from './environments.ts'

/**
 * The built CSS-module class names: `_` and five characters of a hash of the file and the class, so the
 * names that sit in every stylesheet and every module's class map cost little on a first paint
 * (docs/decisions/025). Five characters leave a small chance that two classes get one name: the build
 * stops then instead of letting one class style the other's elements.
 */
export function shortClassNames(): (local: string, file: string) => string {
  const owners = new Map<string, string>()
  return (local, file) => {
    const owner = `${path.relative(root, file.split('?')[0])}|${local}`
    const name = `_${createHash('sha256').update(owner).digest('base64url').slice(0, 5)}`
    const other = owners.get(name)
    if (other !== undefined && other !== owner)
      throw new Error(`build/class-names.ts: ${owner} and ${other} would share the class name ${name}`)
    owners.set(name, owner)
    return name
  }
}
