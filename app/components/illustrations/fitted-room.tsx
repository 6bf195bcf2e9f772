/**
 * Three fronts in a row, doors or drawers: the first one's box (the others are the same size, `step`
 * further right each), their outline, and each one's handle.
 */
type FrontRow = {
  first: [x: number, y: number, width: number, height: number];
  step: number;
  outline: [colour: string, opacity: string];
  handles: { x: [number, number, number]; y: number; width: number; fill: string };
};

const wallCabinetDoors: FrontRow = {
  first: [48, 48, 74, 80],
  step: 80,
  outline: ["#7d4c28", ".5"],
  handles: { x: [68, 162, 228], y: 112, width: 18, fill: "#45291a" },
};

const counterDrawers: FrontRow = {
  first: [50, 228, 80, 80],
  step: 90,
  outline: ["#ddb98a", ".55"],
  handles: { x: [76, 166, 256], y: 240, width: 28, fill: "#ead5b7" },
};

function Fronts({ row }: { row: FrontRow }) {
  const [x, y, width, height] = row.first;
  const [outline, outlineOpacity] = row.outline;
  return row.handles.x.map((handleX, i) => (
    <g key={i}>
      <rect
        x={x + i * row.step}
        y={y}
        width={width}
        height={height}
        rx="4"
        fill="none"
        stroke={outline}
        strokeOpacity={outlineOpacity}
        strokeWidth="2"
      />
      <rect
        x={handleX}
        y={row.handles.y}
        width={row.handles.width}
        height="4"
        rx="2"
        fill={row.handles.fill}
      />
    </g>
  ));
}

/** A fitted room drawn in wood tones: wall cabinets, a counter with drawers, a lamp and tools. */
export function FittedRoomIllustration({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 400" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="fr-oak" x1="0" x2="1">
          <stop offset="0" stopColor="#ce9a5e" />
          <stop offset="1" stopColor="#b97d40" />
        </linearGradient>
        <linearGradient id="fr-walnut" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#7d4c28" />
          <stop offset="1" stopColor="#5f3a22" />
        </linearGradient>
        <pattern id="fr-grain" width="60" height="12" patternUnits="userSpaceOnUse">
          <path
            d="M0 6 C15 2 30 10 60 5"
            stroke="#9c6231"
            strokeOpacity=".35"
            fill="none"
            strokeWidth="1.2"
          />
        </pattern>
      </defs>
      <rect x="0" y="0" width="480" height="400" rx="28" fill="#f5ebdc" />
      <rect x="0" y="318" width="480" height="82" fill="#ead5b7" />
      <path d="M0 318 H480" stroke="#ddb98a" strokeWidth="4" />
      {/* wall cabinets */}
      <g>
        <rect x="40" y="40" width="250" height="96" rx="6" fill="url(#fr-oak)" />
        <rect x="40" y="40" width="250" height="96" rx="6" fill="url(#fr-grain)" />
        <Fronts row={wallCabinetDoors} />
      </g>
      {/* pendant lamp */}
      <path d="M380 0 V70" stroke="#45291a" strokeWidth="3" />
      <path d="M350 100 Q380 58 410 100 Z" fill="#45291a" />
      <ellipse cx="380" cy="102" rx="34" ry="6" fill="#fbf7f0" opacity=".9" />
      <path d="M346 104 L300 230 H460 L414 104 Z" fill="#fbf7f0" opacity=".35" />
      {/* counter with drawers */}
      <rect x="30" y="196" width="300" height="20" rx="4" fill="#45291a" />
      <rect x="40" y="216" width="280" height="102" fill="url(#fr-walnut)" />
      <rect x="40" y="216" width="280" height="102" fill="url(#fr-grain)" opacity=".6" />
      <Fronts row={counterDrawers} />
      {/* plant and jar on the counter */}
      <rect x="240" y="160" width="34" height="36" rx="6" fill="#fbf7f0" stroke="#ddb98a" strokeWidth="2" />
      <path
        d="M257 160 C240 130 236 118 244 110 C254 122 258 140 257 160 C262 132 272 118 284 116 C282 134 270 150 257 160"
        fill="#15803d"
        opacity=".85"
      />
      <rect x="70" y="170" width="26" height="26" rx="4" fill="#ddb98a" />
      <rect x="104" y="158" width="22" height="38" rx="4" fill="#ce9a5e" />
      {/* tall wardrobe */}
      <rect x="350" y="150" width="100" height="168" rx="6" fill="url(#fr-oak)" />
      <rect x="350" y="150" width="100" height="168" rx="6" fill="url(#fr-grain)" />
      <path d="M400 156 V312" stroke="#7d4c28" strokeOpacity=".55" strokeWidth="2" />
      <rect x="388" y="220" width="4" height="28" rx="2" fill="#45291a" />
      <rect x="408" y="220" width="4" height="28" rx="2" fill="#45291a" />
      {/* tools on the floor */}
      <g transform="translate(60 340) rotate(-8)">
        <rect x="0" y="0" width="120" height="16" rx="3" fill="#ddb98a" />
        {Array.from({ length: 11 }, (_, i) => (
          <path key={i} d={`M${8 + i * 10} 0 V${i % 2 === 0 ? 8 : 5}`} stroke="#45291a" strokeWidth="1.5" />
        ))}
      </g>
      <g transform="translate(250 336) rotate(18)">
        <rect x="0" y="0" width="70" height="10" rx="4" fill="#7d4c28" />
        <rect x="60" y="-12" width="16" height="34" rx="3" fill="#45291a" />
      </g>
    </svg>
  );
}
