/** prismjs's core alone (no grammars), which @types/prismjs does not declare: the same API as `prismjs`. */
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';

  export default Prism;
}
