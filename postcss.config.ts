import { careTextPlugin } from './src/shared/theme/care-text'

// Issue 14: the care theme's text scale (src/shared/theme/care-text.ts) for the app's own style sheets.
export default {
  plugins: [
    careTextPlugin({
      skip: (file) => !/\/src\//.test(file) || /\/src\/shared\/theme\/care\.css$/.test(file),
    }),
  ],
}
