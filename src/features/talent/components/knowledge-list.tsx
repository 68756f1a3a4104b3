import { signedIn } from '@/api/auth/signed-in'
import { useState } from 'react'
import { Button, Popup } from 'antd-mobile'
import type { TalentKnowledge } from '@/api/talent'
import { useKnowledges } from '@/api/talent-queries'
import { EmptyState, RichText } from '@/shared/ui'
import { show, talentParams } from '../rules'
import styles from './talent.module.css'

/** Knowledge to read (marketing §7.3 getKnowledges); a tap opens the content. */
export function KnowledgeList() {
  const list = useKnowledges(talentParams(signedIn().userId))
  const [open, setOpen] = useState<TalentKnowledge | null>(null)
  const rows = list.data ?? []

  return (
    <section className={styles.card} aria-label="理财知识">
      <h2 className={styles.cardTitle}>
        理财知识 <small>学习知识赚学分</small>
      </h2>
      {list.isPending ? (
        <p className={styles.hint}>加载中…</p>
      ) : list.error ? (
        <EmptyState
          message="知识加载失败"
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              重新加载
            </Button>
          }
        />
      ) : rows.length === 0 ? (
        <EmptyState message="暂无知识内容" />
      ) : (
        <ul className={styles.list}>
          {rows.map((k) => (
            <li key={k.id}>
              {/* A real button: keyboard and switch access, and a list of list items. */}
              <button type="button" className={styles.row} onClick={() => setOpen(k)}>
                <span className={styles.rowMain}>
                  <span className={styles.rowTitle}>{show(k.title)}</span>
                  <span className={styles.rowSub}>可得 {show(k.creditValue)} 学分</span>
                </span>
                <span className={k.isLearned === '1' ? styles.tagDone : styles.tag}>
                  {k.isLearned === '1' ? '已学习' : '去学习'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Popup
        visible={open !== null}
        onMaskClick={() => setOpen(null)}
        bodyStyle={{ borderRadius: '16px 16px 0 0', maxHeight: '70vh', overflowY: 'auto' }}
      >
        {open && (
          <div style={{ padding: '20px 16px 32px' }} role="dialog" aria-label={show(open.title)}>
            <h3 className={styles.cardTitle}>{show(open.title)}</h3>
            <RichText html={open.content} />
            <Button block shape="rounded" style={{ marginTop: 16 }} onClick={() => setOpen(null)}>
              我知道了
            </Button>
          </div>
        )}
      </Popup>
    </section>
  )
}
