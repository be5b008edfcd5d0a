/** Stylesheets imported for their side effect (Vite extracts them into CSS assets; decision 178). */
declare module '*.css';
