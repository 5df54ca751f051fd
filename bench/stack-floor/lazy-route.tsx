export function Component() {
  return <p>a lazy route</p>;
}
