import { SearchIcon } from './icons'
import { TEXTS } from '../texts'
import styles from './search-entry.module.css'

/** A search box look-alike that opens the search page (catalogue §2.7). */
export function SearchEntry({
  onOpen,
  placeholder = TEXTS.searchPlaceholder,
}: {
  onOpen: () => void
  placeholder?: string
}) {
  return (
    <button type="button" className={styles.entry} onClick={onOpen}>
      <SearchIcon className={styles.icon} />
      <span>{placeholder}</span>
    </button>
  )
}
