import { careTextPlugin } from './src/shared/theme/care-text'
import { flexGapPlugin } from './src/shared/theme/flex-gap'

// The care theme's text scale (src/shared/theme/care-text.ts) for the app's own style sheets.
// The margin fallback for flex gaps on engines without them (src/shared/theme/flex-gap.ts), same files.
export default {
  plugins: [
    careTextPlugin({
      skip: (file) => !/\/src\//.test(file) || /\/src\/shared\/theme\/care\.css$/.test(file),
    }),
    flexGapPlugin({ skip: (file) => !/\/src\//.test(file) }),
  ],
}
