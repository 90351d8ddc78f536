/* Loaded on every page: a greeting for developers who open the browser console. */
(function () {
  if (typeof console === 'undefined') return;
  console.log(
    '%cReact Query Builder',
    'font: 700 24px system-ui, sans-serif; color: #fff; background: #1a5dc2; padding: 6px 14px; border-radius: 6px;'
  );
  console.log('The Query Builder Component for React. Docs: https://react-querybuilder.js.org/docs/intro');
})();
