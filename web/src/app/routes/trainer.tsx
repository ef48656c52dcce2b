export default function Route() {
  return null;
}
