// Placeholder until this screen is built (see the open issues); it says so instead of pretending.
export default function Route() {
  return <p>This screen (superadmin-all-menu) is not built yet.</p>;
}
