/** CSS modules: Gatsby 5 exports each class as a named export (`import * as styles`). */
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}

/** Plain CSS imported for its side effect. */
declare module '*.css';

/** A stylesheet imported as text (see src/gatsby/overrides/css/inlineStylesheets.ts). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}

/** Sass compiled to a string (see src/gatsby/overrides/css/inlineStylesheets.ts). */
declare module '*.scss?inline' {
  const css: string;
  export default css;
}
