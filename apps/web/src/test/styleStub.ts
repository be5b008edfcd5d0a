/** What a test gets for `import './x.css'` (jest.config.mjs): nothing; the styles are Vite's. */
export {};
