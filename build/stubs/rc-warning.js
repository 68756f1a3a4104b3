// Stands in for rc-util's development warning in the build (build/per-module-imports.ts, antdRenderStub):
// antd-mobile calls it only outside production.
export default function warningOnce() {}
