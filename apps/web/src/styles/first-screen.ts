// Mantine's styles for the first screen, in a stylesheet of their own (vite.config.ts puts this
// module into a chunk of its own, and its CSS with it): all-styles.ts adds the full sheet right
// after this one, before the app's own stylesheet.
import './first-screen.css';
