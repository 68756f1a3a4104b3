import { useEffect, useState } from 'react'
import { Button, Popup, Radio, Space } from 'antd-mobile'
import { identityStore, session } from '@/shared/lib/storage'

/**
 * Mock mode only (npm start): switches the mock backend's signed-in user and injected fault, and the
 * simulated channel. Never part of a build (root-layout loads it behind __MOCK_MODE__).
 */
const USER_LABELS: Record<string, string> = {
  unbound: '未绑定手机号',
  boundNotRegistered: '已绑定未注册',
  registeredNotAppBound: '已注册未绑定App',
  boundNotOpened: '已绑定未开户',
  opened: '已开户',
  whitelisted: '白名单用户',
  appOnly: '仅App客户（未关联微信）',
}
const FAULT_LABELS: Record<string, string> = {
  none: '无故障',
  network: '网络错误',
  slow: '慢响应 2.5s',
  timeout: '超时',
  '5555': '返回 5555',
  '403': '返回 403',
  maintenance: '系统维护',
}

const BUBBLE = {
  position: 'fixed',
  left: 12,
  bottom: 96,
  zIndex: 1500,
  width: 44,
  height: 44,
  borderRadius: '50%',
  border: 0,
  background: 'rgba(31, 35, 41, 0.72)',
  color: '#fff',
  fontSize: 13,
  boxShadow: '0 2px 8px rgba(0,0,0,0.2)',
} as const

const DATA_LABELS: Record<string, string> = {
  mock: '标准数据',
  field: '现网数据（类型多变）',
}

interface Scenario {
  user: string
  fault: string
  data: string
  users: string[]
  faults: string[]
  dataModes: string[]
}

/** Logout (docs/identity.md): the whole stored identity goes, plus the login round trip's guards. */
function signOut() {
  identityStore.clear()
  session.remove('routerErrorNum')
  session.remove('reload403')
}

export default function QaPanel() {
  const [open, setOpen] = useState(false)
  const [scenario, setScenario] = useState<Scenario | null>(null)
  const [channel, setChannel] = useState(session.get('mockChannel') ?? 'wx')

  useEffect(() => {
    if (!open) return
    fetch('/__mock/scenario')
      .then((r) => r.json())
      .then(setScenario)
      .catch(() => setScenario(null))
  }, [open])

  const apply = async (patch: Partial<Scenario>) => {
    const res = await fetch('/__mock/scenario', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(patch),
    })
    const next = (await res.json()) as Scenario
    setScenario((s) => (s ? { ...s, ...next } : s))
  }

  return (
    <>
      {!open && (
        <button type="button" style={BUBBLE} onClick={() => setOpen(true)} aria-label="QA 面板">
          QA
        </button>
      )}
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        bodyStyle={{ padding: 16, maxHeight: '80vh', overflowY: 'auto' }}
      >
        <h3 style={{ margin: '0 0 8px' }}>模拟后端（仅开发环境）</h3>
        <p style={{ fontSize: 12, color: '#888', margin: '0 0 12px' }}>图形验证码 1234 · 短信验证码 123456</p>
        {scenario ? (
          <Space direction="vertical" block>
            <strong>当前用户</strong>
            <Radio.Group
              value={scenario.user}
              onChange={(v) => void apply({ user: String(v) }).then(signOut)}
            >
              <Space direction="vertical">
                {scenario.users.map((u) => (
                  <Radio key={u} value={u}>
                    {USER_LABELS[u] ?? u}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
            <strong>故障注入</strong>
            <Radio.Group value={scenario.fault} onChange={(v) => void apply({ fault: String(v) })}>
              <Space wrap>
                {scenario.faults.map((f) => (
                  <Radio key={f} value={f}>
                    {FAULT_LABELS[f] ?? f}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
            <strong>数据形态</strong>
            <Radio.Group
              value={scenario.data}
              onChange={(v) => void apply({ data: String(v) }).then(() => window.location.reload())}
            >
              <Space wrap>
                {scenario.dataModes.map((d) => (
                  <Radio key={d} value={d}>
                    {DATA_LABELS[d] ?? d}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
            <strong>浏览器环境</strong>
            <Radio.Group
              value={channel}
              onChange={(v) => {
                session.set('mockChannel', String(v))
                setChannel(String(v))
              }}
            >
              <Space>
                <Radio value="wx">微信</Radio>
                <Radio value="app">App</Radio>
                <Radio value="h5">普通浏览器</Radio>
              </Space>
            </Radio.Group>
            <Button
              block
              color="primary"
              onClick={() => {
                signOut()
                window.location.reload()
              }}
            >
              退出登录并刷新
            </Button>
          </Space>
        ) : (
          <p>模拟后端未响应</p>
        )}
      </Popup>
    </>
  )
}
