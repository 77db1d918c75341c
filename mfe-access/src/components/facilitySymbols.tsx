import type { FacilityKind } from '../content/venue';

// How the map draws each kind of facility: a colour, a shape and a symbol (Material Symbols' shapes,
// in facilitySymbolPaths.tsx), so no two kinds differ by colour alone. The drawing defines each symbol
// once and every marker uses it; the map's key draws the same marks beside the kinds' names. The
// symbols' paths load with the drawing: the key, in the page's first load, only refers to them.

interface FacilityLook {
  colour: string;
  /** A square for the one kind whose symbol another kind shares (the women's prayer room). */
  shape: 'circle' | 'square';
}

export const FACILITY_LOOK: Record<FacilityKind, FacilityLook> = {
  toilets: { colour: '#1565c0', shape: 'circle' },
  'drinking-water': { colour: '#0277bd', shape: 'circle' },
  'prayer-room-men': { colour: '#2e7d32', shape: 'circle' },
  'prayer-room-women': { colour: '#558b2f', shape: 'square' },
  'first-aid': { colour: '#c62828', shape: 'circle' },
  'lost-and-found': { colour: '#6a1b9a', shape: 'circle' },
  'baby-care': { colour: '#ad1457', shape: 'circle' },
  'mobility-loans': { colour: '#283593', shape: 'circle' },
  'quiet-room': { colour: '#00695c', shape: 'circle' },
  'shade-and-cooling': { colour: '#00838f', shape: 'circle' },
  'charging-point': { colour: '#bf360c', shape: 'circle' },
  atm: { colour: '#4e342e', shape: 'circle' },
};

export const symbolId = (kind: FacilityKind) => `facility-symbol-${kind}`;

/** A facility's mark at (x, y): its shape in its colour, a white edge, its symbol in white. `attributes` go on the shape. */
export function FacilityMark({
  kind,
  x,
  y,
  size,
  attributes,
}: {
  kind: FacilityKind;
  x: number;
  y: number;
  size: number;
  attributes?: Record<string, string>;
}) {
  const { colour, shape } = FACILITY_LOOK[kind];
  const half = size / 2;
  const symbol = size * 0.62;
  return (
    <>
      {shape === 'circle' ? (
        <circle {...attributes} cx={x} cy={y} r={half} fill={colour} stroke="#ffffff" strokeWidth={1.5} />
      ) : (
        <rect
          {...attributes}
          x={x - half}
          y={y - half}
          width={size}
          height={size}
          rx={2}
          fill={colour}
          stroke="#ffffff"
          strokeWidth={1.5}
        />
      )}
      <use
        href={`#${symbolId(kind)}`}
        x={x - symbol / 2}
        y={y - symbol / 2}
        width={symbol}
        height={symbol}
        fill="#ffffff"
      />
    </>
  );
}
