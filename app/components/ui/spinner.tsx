export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-wood-800">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-wood-200 border-t-wood-700"
      />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
