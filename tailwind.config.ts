import plugin from "tailwindcss/plugin";
import { leaf, wood } from "./app/lib/brand-colours";

/** A wood-grain background: fine lines repeating at an angle over a soft glow from the top edge. */
function woodGrain(grain: {
  angle: number;
  /** The two lines of each repeat, 2px and 1px wide, the second `gap` px after the first starts. */
  lines: [string, string];
  gap: number;
  repeat: number;
  /** The glow: where along the top edge it centres, its colour, and where it has faded out. */
  glow: { at: number; colour: string; fade: number };
}) {
  const { angle, lines, gap, repeat, glow } = grain;
  return [
    `repeating-linear-gradient(${angle}deg, ${lines[0]} 0 2px, transparent 2px ${gap}px, ${lines[1]} ${gap}px ${gap + 1}px, transparent ${gap + 1}px ${repeat}px)`,
    `radial-gradient(ellipse at ${glow.at}% 0%, ${glow.colour}, transparent ${glow.fade}%)`,
  ].join(", ");
}

// Loaded by app/app.css (@config): the brand colours come from app/lib/brand-colours.ts, and the
// wood-grain backgrounds of light and dark sections are made from them here.
export default {
  theme: { extend: { colors: { wood, leaf } } },
  plugins: [
    plugin((api) => {
      api.addUtilities({
        ".wood-grain": {
          "background-color": wood[100],
          "background-image": woodGrain({
            angle: 100,
            lines: ["rgb(125 76 40 / 0.05)", "rgb(125 76 40 / 0.04)"],
            gap: 14,
            repeat: 32,
            glow: { at: 20, colour: "rgb(221 185 138 / 0.45)", fade: 60 },
          }),
        },
        // Dark sections: a light focus ring (app.css) reads at 3:1 against them.
        ".wood-grain-dark": {
          "--focus-color": wood[200],
          "background-color": wood[900],
          "background-image": woodGrain({
            angle: 96,
            lines: ["rgb(255 255 255 / 0.025)", "rgb(0 0 0 / 0.08)"],
            gap: 18,
            repeat: 40,
            glow: { at: 80, colour: "rgb(185 125 64 / 0.35)", fade: 65 },
          }),
        },
      });
    }),
  ],
};
