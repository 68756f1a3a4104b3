import { careTextPlugin } from './build/postcss-care-text.ts'
import { flexGapPlugin } from './build/postcss-flex-gap.ts'
import { lightOnlyPlugin } from './build/postcss-light-only.ts'

// The care theme's text scale (build/postcss-care-text.ts) for the app's own style sheets.
// The margin fallback for flex gaps on engines without them (build/postcss-flex-gap.ts), same files.
// antd-mobile's stylesheets without its dark theme, which the app never turns on (build/postcss-light-only.ts).
export default {
  plugins: [
    careTextPlugin({
      skip: (file) => !/\/src\//.test(file) || /\/src\/shared\/theme\/care\.css$/.test(file),
    }),
    flexGapPlugin({ skip: (file) => !/\/src\//.test(file) }),
    lightOnlyPlugin({ skip: (file) => !/\/node_modules\/antd-mobile\//.test(file) }),
  ],
}
