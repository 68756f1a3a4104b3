// The WeChat user the account pages bind and refresh: kept in the api layer beside the sign-in
// (src/api/wechat-user.ts), so that no feature reads the stored identity itself.
export {
  appId,
  currentOpenId,
  refreshStoredUser,
  serverUserQuery,
  storedWechatUser,
  storeServerUser,
  withServerUser,
} from '@/api/wechat-user'
