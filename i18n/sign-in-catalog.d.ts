// The sign-in page's texts in one language (build/sign-in-catalog.ts), keyed 'app.login.title'.
declare module 'virtual:sign-in-catalog/*' {
  const texts: Record<string, string>;
  export default texts;
}
